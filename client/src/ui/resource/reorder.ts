/**
 * Reordering a catalogue list: the API takes the complete new order of ids (reorderXs), and the
 * positions become 0..n−1 in that order. Pure, so the arithmetic is tested alone.
 */
export type Positioned = { id: string; position: number };

/** `ids` with the one at `from` moved to `to` (indices in `ids`); the same array when nothing moves. */
export function moveId(ids: readonly string[], from: number, to: number): readonly string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return ids;
  const next = ids.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** `ids` with `id` moved `delta` places (−1: up, +1: down), kept within the list. */
export function moveBy(ids: readonly string[], id: string, delta: number): readonly string[] {
  const from = ids.indexOf(id);
  if (from < 0) return ids;
  return moveId(ids, from, Math.min(ids.length - 1, Math.max(0, from + delta)));
}

/** The items in the order of `ids`, with the positions the server will give them (for the optimistic answer). */
export function withPositions<T extends Positioned>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id, position) => {
    const item = byId.get(id);
    return item ? [{ ...item, position }] : [];
  });
}

/** Catalogue lists show their items by position (the cache updates positions, not the list's order). */
export const byPosition = <T extends Positioned>(items: readonly T[]): T[] => [...items].sort((a, b) => a.position - b.position);
