/** Cuts the ids of a bulk action into calls of at most `size` (the API's bound per request: 100 creations, 250 orders). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
