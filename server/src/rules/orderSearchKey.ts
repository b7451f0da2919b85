/**
 * Firestore ids are mixed case and range queries on them are case-sensitive, but the console
 * shows an order's short id upper-cased ("ZVSL43" for "zvsL433oGZpf…"). Each order therefore
 * stores its id upper-cased, `idSearchKey`, and a search is a prefix range on it with the input
 * upper-cased the same way (docs/orders.md). This is the one definition of that key, used by the
 * search, the demo seed and the storefront trigger alike.
 */
export const orderIdSearchKey = (text: string): string => text.toUpperCase();
