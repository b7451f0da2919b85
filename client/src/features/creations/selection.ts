/**
 * Selection with click and shift-click, as in a file manager: a click toggles one card and
 * becomes the anchor; a shift-click selects every card between the anchor and this one.
 */
export function clickSelection(
  selected: ReadonlySet<string>,
  orderedIds: readonly string[],
  id: string,
  anchor: string | null,
  shiftKey: boolean,
): Set<string> {
  const next = new Set(selected);
  const from = anchor ? orderedIds.indexOf(anchor) : -1;
  const to = orderedIds.indexOf(id);
  if (shiftKey && from >= 0 && to >= 0) {
    const [start, end] = from < to ? [from, to] : [to, from];
    for (const rangeId of orderedIds.slice(start, end + 1)) next.add(rangeId);
    return next;
  }
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Cuts ids into calls of at most `size` (the API decides up to 100 creations per call). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
