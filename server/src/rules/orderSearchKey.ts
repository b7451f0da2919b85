/**
 * Firestore ids are mixed case and range queries on them are case-sensitive, but the console
 * shows an order's short id upper-cased ("ZVSL43" for "zvsL433oGZpf…"). Each order therefore
 * stores its id upper-cased, `idSearchKey`, and a search is a prefix range on it with the input
 * upper-cased the same way (docs/orders.md). This is the one definition of that key, used by the
 * search, the demo seed and the storefront trigger alike.
 */
export const orderIdSearchKey = (text: string): string => text.toUpperCase();

/**
 * The distinct product ids of an order's lines, in line order. Firestore cannot query inside an
 * array of maps (`items[].productId`), so an order also stores them flat as `productIds`, which
 * an array-contains count queries (a product in use cannot be deleted, docs/catalogue.md).
 * Kept alongside `idSearchKey` by the same trigger and backfill; null when the order has no
 * lines array (nothing to keep).
 */
export function orderProductIds(items: unknown): string[] | null {
  if (!Array.isArray(items)) return null;
  const ids = items.map((item) => (typeof item === "object" && item !== null ? (item as { productId?: unknown }).productId : null));
  return [...new Set(ids.filter((id): id is string => typeof id === "string" && id !== ""))];
}
