/**
 * Distributed counters for the aggregates (Firebase's « distributed counters » pattern).
 *
 * Every write to orders, users, creations and transactions changes the global totals and its
 * month, and Firestore sustains about one write per second on one document. So the triggers never
 * write the base documents (stats/global, statsMonths/{yyyy-mm}): each event increments ONE shard
 * of its scope, `statsShards/{scope}-{k}` with k = hash(event id) mod the shard count, and a
 * reader sums the base document and every shard of the scope that exists.
 *
 * Because readers sum whatever shards exist, the shard count is a writers' setting only
 * (ATELIER_STATS_SHARDS, 1–16, default 8): changing it never loses a figure. The nightly job folds
 * a closed month's shards into its base document (fewer reads for /finances); a late write to that
 * month (a refund) simply creates a shard again, which the next night folds.
 */
import type { DocumentData, Firestore, Transaction } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";

export const STATS_SHARDS = "statsShards";
/** The scope of the global totals; a month's scope is its "yyyy-mm". */
export const GLOBAL_SCOPE = "global";
export const DEFAULT_SHARD_COUNT = 8;
export const MAX_SHARD_COUNT = 16;
/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/** The writers' shard count: ATELIER_STATS_SHARDS when it is a whole number from 1 to 16, else 8. */
export function shardCount(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.ATELIER_STATS_SHARDS);
  return Number.isInteger(n) && n >= 1 && n <= MAX_SHARD_COUNT ? n : DEFAULT_SHARD_COUNT;
}

/** FNV-1a of the event id: the same event always lands on the same shard (a redelivery included). */
export function shardOf(eventId: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < eventId.length; i++) {
    hash ^= eventId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

export const shardRef = (firestore: Firestore, scope: string, k: number) => firestore.collection(STATS_SHARDS).doc(`${scope}-${k}`);

export interface ScopedDocuments {
  /** The base documents, in the order asked. */
  bases: (DocumentData | undefined)[];
  /** Each scope's shard documents (none when the scope has no shard). */
  shards: Map<string, DocumentData[]>;
}

/**
 * Reads base documents and the shards of `scopes` at one instant (a read-only transaction), so a
 * fold moving a month's shards into its base between two reads can neither hide nor double them.
 * Cost: one read per base document, plus one query per 30 scopes billed at the shards it returns
 * (at least one).
 */
export async function readScoped(
  firestore: Firestore,
  meter: CostMeter,
  bases: readonly FirebaseFirestore.DocumentReference[],
  scopes: readonly string[],
): Promise<ScopedDocuments> {
  return firestore.runTransaction(
    async (tx: Transaction) => {
      const snaps = bases.length ? await tx.getAll(...bases) : [];
      meter.documentsRead(bases.length);
      const shards = new Map<string, DocumentData[]>();
      for (let i = 0; i < scopes.length; i += IN_LIMIT) {
        const chunk = scopes.slice(i, i + IN_LIMIT);
        const result = await tx.get(firestore.collection(STATS_SHARDS).where("scope", "in", chunk));
        meter.query(result.size);
        for (const doc of result.docs) {
          const data = doc.data();
          const scope = String(data.scope);
          shards.set(scope, [...(shards.get(scope) ?? []), data]);
        }
      }
      return { bases: snaps.map((s) => s.data()), shards };
    },
    { readOnly: true },
  );
}
