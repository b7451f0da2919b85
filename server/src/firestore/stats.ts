import { runSystemTransaction } from "./retryBudget";
import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from "firebase-admin/firestore";
import {
  applyDelta,
  creationDelta,
  DAY_COUNTERS,
  emptyDay,
  emptyStats,
  isEmptyDelta,
  orderDelta,
  SHARE_MAPS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionDelta,
  documentDelta,
  type DocumentFacts,
  userDelta,
  type CreationFacts,
  type DayBucket,
  type DayDelta,
  type OrderFacts,
  type TransactionFacts,
  type Stats,
  type StatsDelta,
  type UserFacts,
} from "@atelier/domain/dashboardStats";
import { isOrderStatus, ORDER_STATUSES, type OrderStatusValue } from "@atelier/domain/orderStatuses";
import type { VerificationSummary } from "@atelier/domain/statsDrift";
import { centsByItem, int, isoDate, num, oneOf, str } from "./convert";
import type { CostMeter } from "./cost";
import { GLOBAL_SCOPE, readScoped, shardCount, shardOf, shardRef, STATS_SHARDS, type ScopedDocuments } from "./statsShards";
import { alreadyExists } from "./writeConflicts";

/** Where each reconciliation run is recorded (statsVerify.ts). */
export const AGGREGATE_CHECKS = "aggregateChecks";

/**
 * Where the dashboard's aggregates live, kept by the Firestore triggers of functions/:
 *   stats/global            totals (users, creations, creations awaiting moderation, orders by status)
 *   statsMonths/{yyyy-mm}   { days: { "dd": { orders, revenueCents, users, creations, finance counters,
 *                           byProduct: { id: { cents, orders, units } }, byMethod: {…},
 *                           reprintsByProduct: {…} } } } (docs/finances.md, docs/reprints.md)
 *   statsShards/{scope}-{k} the same shapes, one shard of a scope ("global" or a month): triggers
 *                           only ever increment a shard (statsShards.ts); a figure is base + shards
 *   statsEvents/{eventId}   one marker per applied trigger event, so a redelivered event is a no-op
 *   stats/verification      the last reconciliation with the records (statsVerify.ts)
 * A dashboard reads stats/global, at most three month documents and their shards, whatever the
 * shop's size.
 */
export const STATS = "stats";
export const STATS_MONTHS = "statsMonths";
export const STATS_EVENTS = "statsEvents";
/** Collections only the aggregation writes: test dumps leave them out (see server/test/support). */
export const AGGREGATE_COLLECTIONS = [STATS, STATS_MONTHS, STATS_SHARDS, STATS_EVENTS, AGGREGATE_CHECKS] as const;
/** Markers only guard against redelivery, which happens within minutes: a TTL policy drops them. */
const EVENT_MARKER_DAYS = 7;

export type AggregatedCollection = "orders" | "users" | "creations" | "transactions" | "accountingDocuments";

export function orderFacts(d: DocumentData): OrderFacts {
  const items: unknown[] = Array.isArray(d.items) ? d.items : [];
  return {
    status: isOrderStatus(d.status) ? d.status : "pending_payment",
    total: num(d.total),
    createdAt: isoDate(d.createdAt),
    paidAt: isoDate(d.paidAt),
    items: items.flatMap((item) =>
      typeof item === "object" && item !== null
        ? [
            {
              productId: str((item as DocumentData).productId),
              quantity: int((item as DocumentData).quantity),
              unitPrice: num((item as DocumentData).unitPrice),
              ...(d.reprintOf ? { originalUnitPrice: num((item as DocumentData).originalUnitPrice) } : {}),
            },
          ]
        : [],
    ),
    deliveryMethodId: str(d.deliveryMethodId),
    refundedCents: int(d.refundedCents),
    refundedItemCents: centsByItem(d.refundedItemCents),
    reprintOf: str(d.reprintOf),
  };
}

export function transactionFacts(d: DocumentData): TransactionFacts {
  return {
    type: oneOf(TRANSACTION_TYPES, d.type, "CREDIT_ADJUSTMENT"),
    status: oneOf(TRANSACTION_STATUSES, d.status, "SUCCEEDED"),
    amount: num(d.amount),
    credits: int(d.credits),
    orderId: str(d.orderId),
    createdAt: isoDate(d.createdAt),
  };
}

export const userFacts = (d: DocumentData): UserFacts => ({ createdAt: isoDate(d.createdAt) });

/** An invoice or credit note as stored (invoicing/documents.ts); amounts are whole cents. */
export function documentFacts(d: DocumentData): DocumentFacts {
  const totals: unknown[] = Array.isArray(d.vatTotals) ? d.vatTotals : [];
  return {
    kind: d.kind === "CREDIT_NOTE" ? "CREDIT_NOTE" : "INVOICE",
    issuedOn: typeof d.issuedOn === "string" ? d.issuedOn : (isoDate(d.issuedAt)?.slice(0, 10) ?? "1970-01-01"),
    paidOn: typeof d.paidOn === "string" ? d.paidOn : null,
    grossCents: int(d.grossCents),
    vatTotals: totals.flatMap((t) =>
      typeof t === "object" && t !== null
        ? [{ vatRate: num((t as DocumentData).vatRate), netCents: int((t as DocumentData).netCents), vatCents: int((t as DocumentData).vatCents) }]
        : [],
    ),
  };
}

export function creationFacts(d: DocumentData): CreationFacts {
  return { createdAt: isoDate(d.createdAt), isModerated: d.moderation?.isModerated === true };
}

/** The change a write to a document of `collection` makes to the aggregates. */
export function writeDelta(collection: AggregatedCollection, before?: DocumentData, after?: DocumentData): StatsDelta {
  const facts = <T>(f: (d: DocumentData) => T) => [before ? f(before) : null, after ? f(after) : null] as const;
  if (collection === "orders") return orderDelta(...facts(orderFacts));
  if (collection === "users") return userDelta(...facts(userFacts));
  if (collection === "transactions") return transactionDelta(...facts(transactionFacts));
  if (collection === "accountingDocuments") return documentDelta(...facts(documentFacts));
  return creationDelta(...facts(creationFacts));
}

const increments = (counts: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, FieldValue.increment(n ?? 0)]));

/** A day's delta as nested increments (a merge set merges nested maps field by field). */
function dayIncrements(day: DayDelta) {
  const data: Record<string, unknown> = {};
  for (const key of DAY_COUNTERS) if (day[key] !== undefined) data[key] = FieldValue.increment(day[key]);
  for (const map of SHARE_MAPS) {
    const shares = day[map];
    if (shares) data[map] = Object.fromEntries(Object.entries(shares).map(([id, share]) => [id, increments(share)]));
  }
  return data;
}

/** Day buckets grouped by month document: { "2026-11": { "01": {...} } }. */
function byMonth<T>(days: Record<string, T>): Map<string, Record<string, T>> {
  const months = new Map<string, Record<string, T>>();
  for (const [day, bucket] of Object.entries(days)) {
    const month = day.slice(0, 7);
    months.set(month, { ...months.get(month), [day.slice(8, 10)]: bucket });
  }
  return months;
}

/**
 * Writes `delta` as increments into shard `k` of each scope it touches (set with merge: the shard
 * is created on its first increment). Used by the triggers and by the repair.
 */
export function incrementShards(firestore: Firestore, tx: Transaction, delta: StatsDelta, k: number): void {
  const { ordersByStatus, ...counters } = delta.global;
  if (Object.keys(delta.global).length) {
    tx.set(
      shardRef(firestore, GLOBAL_SCOPE, k),
      { scope: GLOBAL_SCOPE, ...increments(counters), ...(ordersByStatus ? { ordersByStatus: increments(ordersByStatus) } : {}) },
      { merge: true },
    );
  }
  for (const [month, days] of byMonth(delta.days)) {
    const data = Object.fromEntries(Object.entries(days).map(([dd, bucket]) => [dd, dayIncrements(bucket)]));
    tx.set(shardRef(firestore, month, k), { scope: month, days: data }, { merge: true });
  }
}

/**
 * Applies one trigger event exactly once. Triggers run at least once, so the event id is
 * recorded in the same transaction as the increments: a redelivery finds its marker and stops,
 * and of two concurrent deliveries one commits while the other's create of the marker fails
 * (or its transaction retries and finds the marker). Increments commute, so concurrent writers
 * never lose an update; the transaction only reads the marker, and writes one shard per scope
 * (statsShards.ts), so no document takes every write. The marker keeps how many attempts the
 * transaction took: the write burst of `npm run bench` reports contention from it.
 */
export async function applyWriteEvent(
  firestore: Firestore,
  eventId: string,
  collection: AggregatedCollection,
  before?: DocumentData,
  after?: DocumentData,
  shards = shardCount(),
): Promise<"applied" | "duplicate" | "no-change"> {
  const delta = writeDelta(collection, before, after);
  if (isEmptyDelta(delta)) return "no-change";
  const marker = firestore.collection(STATS_EVENTS).doc(eventId);
  const k = shardOf(eventId, shards);
  let attempts = 0;
  try {
    return await runSystemTransaction(firestore, async (tx) => {
      attempts += 1;
      if ((await tx.get(marker)).exists) return "duplicate";
      const expireAt = Timestamp.fromMillis(Date.now() + EVENT_MARKER_DAYS * 86_400_000);
      tx.create(marker, { collection, appliedAt: FieldValue.serverTimestamp(), expireAt, attempts, shard: k });
      incrementShards(firestore, tx, delta, k);
      return "applied";
    });
  } catch (error) {
    if (alreadyExists(error)) return "duplicate";
    throw error;
  }
}

/** A stored day → DayBucket (missing fields are zeros). */
export function dayFromData(bucket: DocumentData): DayBucket {
  const day = emptyDay();
  for (const key of DAY_COUNTERS) day[key] = num(bucket[key]);
  for (const map of SHARE_MAPS) {
    for (const [id, share] of Object.entries((bucket[map] ?? {}) as Record<string, DocumentData>)) {
      // A share whose orders all left (refunded, deleted) is stored as zeros: no share.
      const units = num(share?.units);
      if (num(share?.cents) !== 0 || num(share?.orders) !== 0 || units !== 0) {
        day[map][id] = { cents: num(share?.cents), orders: num(share?.orders), ...(units !== 0 ? { units } : {}) };
      }
    }
  }
  return day;
}

/** Stored documents → Stats (missing documents and fields are zeros). */
export function statsFromDocuments(global: DocumentData | undefined, months: { id: string; data: DocumentData | undefined }[]): Stats {
  const stats = emptyStats();
  const g = global ?? {};
  stats.global.users = num(g.users);
  stats.global.creations = num(g.creations);
  stats.global.creationsAwaitingModeration = num(g.creationsAwaitingModeration);
  for (const status of ORDER_STATUSES) stats.global.ordersByStatus[status] = num(g.ordersByStatus?.[status]);
  for (const { id, data } of months) {
    for (const [dd, bucket] of Object.entries((data?.days ?? {}) as Record<string, DocumentData>)) {
      stats.days[`${id}-${dd}`] = dayFromData(bucket);
    }
  }
  return stats;
}

/**
 * base + each shard, summed (a shard has the shape of its base document). A share that one shard
 * adds and another takes away (an order paid, then refunded by another event) sums to zero: it is
 * no share, as dayFromData reads it from a single document.
 */
function summed(base: DocumentData | undefined, shards: readonly DocumentData[] | undefined, toStats: (d: DocumentData | undefined) => Stats): Stats {
  const total = toStats(base);
  if (!shards?.length) return total;
  for (const shard of shards) applyDelta(total, toStats(shard));
  for (const day of Object.values(total.days)) {
    for (const map of SHARE_MAPS) {
      for (const [id, share] of Object.entries(day[map])) {
        if (share.cents === 0 && share.orders === 0 && !share.units) delete day[map][id];
        else if (share.units === 0) delete share.units;
      }
    }
  }
  return total;
}

/** The stored aggregates of `months` (base documents + shards), with stats/global's own fields. */
function statsFromScoped(months: readonly string[], read: ScopedDocuments): { stats: Stats; global: DocumentData | undefined } {
  const [global, ...monthBases] = read.bases;
  const stats = summed(global, read.shards.get(GLOBAL_SCOPE), (d) => statsFromDocuments(d, []));
  months.forEach((month, i) => Object.assign(stats.days, monthDays(month, monthBases[i], read.shards.get(month))));
  return { stats, global };
}

/** One month's days: its base document plus its shards. */
export function monthDays(month: string, base: DocumentData | undefined, shards: readonly DocumentData[] | undefined): Stats["days"] {
  return summed(base, shards, (d) => statsFromDocuments(undefined, [{ id: month, data: d }])).days;
}

/**
 * The orders of each status as the aggregates hold them, or null when they cannot be trusted:
 * only a rebuild or a reconciliation (which stamp `rebuiltAt` on stats/global) counts the orders
 * written before the triggers ran; increments alone would undercount them.
 */
export function ordersByStatusFrom(global: DocumentData | undefined, stats: Stats): Record<OrderStatusValue, number> | null {
  if (!global?.rebuiltAt) return null;
  const counts = {} as Record<OrderStatusValue, number>;
  for (const status of ORDER_STATUSES) counts[status] = Math.max(0, stats.global.ordersByStatus[status]);
  return counts;
}

/**
 * Writes a whole Stats as the base documents (the rebuild), replacing every month document and
 * removing every shard. Only for a quiet shop: a trigger applied during the rebuild's scan is
 * counted twice or not at all — `npm run aggregates:verify -- --repair` is the safe way while
 * the shop takes orders.
 */
export async function writeStats(firestore: Firestore, stats: Stats): Promise<void> {
  const writer = firestore.bulkWriter();
  const [old, shards] = await Promise.all([firestore.collection(STATS_MONTHS).listDocuments(), firestore.collection(STATS_SHARDS).listDocuments()]);
  const months = byMonth(stats.days);
  for (const ref of old) if (!months.has(ref.id)) void writer.delete(ref);
  for (const ref of shards) void writer.delete(ref);
  void writer.set(firestore.collection(STATS).doc("global"), { ...stats.global, rebuiltAt: FieldValue.serverTimestamp() });
  for (const [month, days] of months) void writer.set(firestore.collection(STATS_MONTHS).doc(month), { days });
  await writer.close();
}

/** Every stored aggregate (all months, all shards), at one instant: what the verification compares. */
export async function readAllStored(firestore: Firestore, meter: CostMeter): Promise<Stats> {
  const months = (await firestore.collection(STATS_MONTHS).listDocuments()).map((ref) => ref.id);
  const shardScopes = (await firestore.collection(STATS_SHARDS).select("scope").get()).docs.map((d) => String(d.get("scope")));
  meter.query(shardScopes.length);
  const monthScopes = [...new Set([...months, ...shardScopes.filter((s) => s !== GLOBAL_SCOPE)])].sort();
  const refs = [firestore.collection(STATS).doc("global"), ...monthScopes.map((m) => firestore.collection(STATS_MONTHS).doc(m))];
  const { stats } = statsFromScoped(monthScopes, await readScoped(firestore, meter, refs, [GLOBAL_SCOPE, ...monthScopes]));
  return stats;
}

/** stats/global's `verification` (written by statsVerify.ts), or null before the first reconciliation. */
export function verificationFrom(global: DocumentData | undefined): VerificationSummary | null {
  const v = global?.verification as DocumentData | undefined;
  const verifiedAt = isoDate(v?.verifiedAt);
  if (!v || !verifiedAt) return null;
  return { verifiedAt, driftCount: int(v.driftCount), repairedCount: int(v.repairedCount), source: str(v.source) ?? "" };
}

export function statsRepository(firestore: Firestore, meter: CostMeter) {
  const globalRef = firestore.collection(STATS).doc("global");
  const read = async (months: readonly string[]) => {
    const refs = [globalRef, ...months.map((m) => firestore.collection(STATS_MONTHS).doc(m))];
    return statsFromScoped(months, await readScoped(firestore, meter, refs, [GLOBAL_SCOPE, ...months]));
  };
  return {
    /** stats/global, the given months and their shards, at one instant; and the last reconciliation. */
    async read(months: readonly string[]): Promise<{ stats: Stats; verification: VerificationSummary | null }> {
      const { stats, global } = await read(months);
      return { stats, verification: verificationFrom(global) };
    },

    /** ordersByStatusFrom(stats/global + its shards). */
    async ordersByStatus(): Promise<Record<OrderStatusValue, number> | null> {
      const { stats, global } = await read([]);
      return ordersByStatusFrom(global, stats);
    },
  };
}
