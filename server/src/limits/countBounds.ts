/**
 * What a count() really bills, priced before it runs (docs/api-limits.md, « Counts »).
 *
 * Firestore bills a count() one read per 1,000 index entries it goes through, at least one: at
 * 100,000 orders an unfiltered count costs 100 reads, not 1. The estimate happens before any
 * read, so it cannot ask how many entries a count will meet: it prices each count at the most
 * the counted collection may hold, a pessimistic bound set per collection here (a shop of the
 * benchmark's size: 100,000 orders). A shop that outgrows a bound raises it in the function's
 * environment, `COUNT_SIZE_BOUNDS='{"orders":300000}'`, read once per instance.
 *
 * Why not the sizes the dashboard aggregates hold: they would be a read before the estimate
 * (the ceiling is checked before any read), or a per-instance copy refreshed behind the
 * request's back, which a cold instance does not have; and a bound still has to answer for
 * the collections the aggregates do not count (mail, the audit log, the inboxes).
 */

/** The collections a count() of the API runs on. */
export const COUNTED_COLLECTIONS = [
  "orders",
  "users",
  "creations",
  "transactions",
  "mail",
  "auditLog",
  "feedback",
  "contactMessages",
  "mediaFiles",
  "blogPosts",
  "approvalRequests",
  "personalDataRequests",
] as const;
export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number];

/**
 * The most documents each may hold, as far as the estimate is concerned: 100,000 orders (the
 * benchmark's large shop), as many customers, creations, ledger entries, mails and audit
 * entries; 10,000 messages of each inbox and library files, and approval requests; 1,000 blog posts.
 */
export const DEFAULT_COUNT_BOUNDS: Readonly<Record<CountedCollection, number>> = {
  orders: 100_000,
  users: 100_000,
  creations: 100_000,
  transactions: 100_000,
  mail: 100_000,
  auditLog: 100_000,
  feedback: 10_000,
  contactMessages: 10_000,
  mediaFiles: 10_000,
  blogPosts: 1_000,
  // Four-eyes approval's requests (docs/approvals.md): a few a day in a shop of the spec's size.
  approvalRequests: 10_000,
  // The register of RGPD requests (docs/personal-data.md): a few a month.
  personalDataRequests: 10_000,
};

/** Firestore's bill for a count() that goes through `entries` index entries. */
export const countReads = (entries: number): number => Math.max(1, Math.ceil(entries / 1000));

/**
 * The bounds from `COUNT_SIZE_BOUNDS` (JSON, collection → documents) over the defaults; a bound
 * may only be raised (a lower one would let an accepted request bill past the ceiling), and
 * anything unreadable is left at its default.
 */
export function countBoundsFrom(env: NodeJS.ProcessEnv): Record<CountedCollection, number> {
  const bounds = { ...DEFAULT_COUNT_BOUNDS };
  let given: unknown;
  try {
    given = JSON.parse(env.COUNT_SIZE_BOUNDS ?? "{}");
  } catch {
    return bounds;
  }
  if (typeof given !== "object" || given === null) return bounds;
  for (const collection of COUNTED_COLLECTIONS) {
    const value = (given as Record<string, unknown>)[collection];
    if (typeof value === "number" && Number.isSafeInteger(value) && value > bounds[collection]) bounds[collection] = value;
  }
  return bounds;
}

/**
 * A count of `collection` (filtered or not: a filter only narrows it) at its bound. `parts`
 * counts that split the collection between them (orderStatusCounts: one per status) bill
 * together at most one read per 1,000 entries plus one per count (each rounds up once).
 */
export function countCost(bounds: Readonly<Record<CountedCollection, number>>, collection: CountedCollection, parts = 1): number {
  return parts <= 1 ? countReads(bounds[collection]) : Math.min(parts * countReads(bounds[collection]), countReads(bounds[collection]) + parts);
}
