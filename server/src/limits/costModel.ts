/**
 * What resolving each field costs in Firestore reads, as the resolvers and repositories do it
 * (docs/api-limits.md explains the model). The estimate is an upper bound computed from the
 * operation alone, before anything is read; `extensions.cost` shows it beside the real cost.
 *
 * Each module declares the costs of its fields (server/src/modules/<domain>/module.ts) with the
 * helpers below; limits/fieldCosts.ts gathers them. A field not listed costs nothing: it is
 * computed from its parent's document. A schema test fails when a field that takes arguments or
 * returns a list of objects is missing, so a new list or relation cannot slip in at zero.
 */
import { MAX_PAGE_SIZE } from "../firestore/collection";
import { shardCount } from "../firestore/statsShards";
import { countBoundsFrom, countCost, type CountedCollection } from "./countBounds";

/** The most an operation may be estimated to read. Every console screen stays well under it. */
export const OPERATION_BUDGET = 1000;

/** The admin check reads the caller's users/{uid} before anything else. */
export const CALLER_RECORD_READS = 1;

/**
 * The bounds of the counted collections (countBounds.ts), from the instance's environment: a
 * count() is priced at what it bills at its collection's bound, one read per 1,000 entries (100
 * at 100,000 orders), not at its minimum of one. Identical counts within a request still share
 * one aggregation (loaders.ts); the estimate prices each as asked.
 */
export const COUNT_BOUNDS = countBoundsFrom(process.env);

/** A count() of `collection`, at its bound. */
export const countOf = (collection: CountedCollection, parts = 1): number => countCost(COUNT_BOUNDS, collection, parts);

/**
 * An aggregate is a base document plus at most one shard per writer (firestore/statsShards.ts):
 * reading `scopes` of them costs their bases and, at worst, every shard of each.
 */
export const aggregateReads = (scopes: number): number => scopes * (1 + shardCount());

/** The dashboard's global aggregates (stats/global and its shards), where the orders' status totals are kept. */
export const AGGREGATES_READS = aggregateReads(1);

/** Bounds of the arrays stored inside a document (nothing on the server caps them). */
export const EMBEDDED_BOUNDS = {
  /** Every status change appends one entry; the status machine allows at most 6 (plus storefront retries). */
  statusHistory: 10,
  items: 50,
} as const;

/** setUserAdmin, and setUserBlocked when it blocks an administrator, read every administrator in their transaction. */
export const ADMINS_BOUND = 20;

/**
 * What a write four-eyes approval may hold adds (docs/approvals.md): the thresholds in its own
 * transaction, then, when held, the request's record — the team (for the approvers' mails),
 * settings/app, an idempotency key's request — and the names its summary gives (a user, a role).
 */
export const APPROVAL_HOLD_READS = 1 + ADMINS_BOUND + 2 + 2;

/** Arguments as graphql-js coerces them (variables substituted, schema defaults applied). */
export type Args = Record<string, unknown>;

export interface FieldCost {
  /**
   * Reads of resolving the field once. `call` holds the arguments of the nearest field above
   * that takes some (the call whose result this field belongs to): a connection's `first`, a
   * mutation's `input`.
   */
  reads?: number | ((args: Args, call: Args) => number);
  /** How many times the field's selection is resolved: a list's length bound, a page's size. */
  items?: number | ((args: Args, call: Args) => number);
}

/** `first` as the resolvers use it: out-of-range values are refused before any read. */
export function pageSize(first: unknown): number {
  return Number.isInteger(first) ? Math.min(Math.max(first as number, 0), MAX_PAGE_SIZE) : 0;
}

/** A page reads first + 1 documents (to know whether another page exists); a query returning nothing costs 1. */
export const page = (args: Args) => pageSize(args.first) + 1;

/** A cursor `after` on some order sorts costs one read of the cursor's document. */
export const cursor = (args: Args) => (args.after ? 1 : 0);

/** A relation resolved through the request's DataLoader: at most one read per parent. */
export const ONE: FieldCost = { reads: 1 };

/** Whether a list's filter searches (a search usually replaces the page by a bounded scan). */
export function hasSearch(args: Args): boolean {
  const search = (args.filter as { search?: unknown } | null | undefined)?.search;
  return typeof search === "string" && search.trim() !== "";
}

/** How many ids a bulk mutation's `input.ids` names, at most `max` (its rules refuse more). */
export function inputIdsOf(call: Args, max: number): number {
  const ids = (call.input as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(ids) ? Math.min(ids.length, max) : max;
}

/** A connection's `edges` repeat once per item of its page; its totalCount is one count() of its collection. */
export const connectionCosts = (type: string, collection: CountedCollection): Record<string, FieldCost> => ({
  [`${type}.edges`]: { items: (_: Args, call: Args) => pageSize(call.first) },
  [`${type}.totalCount`]: { reads: countOf(collection) },
});
