/**
 * The inbox's unread counters, kept at write time (never a count of the collections) and read by
 * the sidebar's badges: a base document (stats/inbox) plus shards (statsShards/inbox-{k}, the same
 * distributed counters as the dashboard's aggregates, statsShards.ts), so that a flood of
 * storefront messages never makes one document take every write. A count is base + shards.
 *
 *   { feedbackUnread: number, contactUnread: number }
 *
 * A record adds to its counter only once it is `counted` (a flag the storefront trigger sets in
 * the same transaction as its increment, so a redelivered event finds it set and does nothing).
 * An administrator's status change moves the counter by unreadDelta only for a counted record,
 * in the change's transaction, with FieldValue.increment: exact under concurrency, and a
 * record the trigger has not seen yet is counted by the trigger from its status at that time.
 * The nightly reconciliation (statsVerify.ts) compares them with count()s of the records.
 */
import { FieldValue, type DocumentData, type Firestore, type Transaction } from "firebase-admin/firestore";
import { INBOX_COUNTERS, UNREAD_FIELDS, unreadDelta } from "@atelier/domain/inbox";
import type { CostMeter } from "../cost";
import { readScoped, shardCount, shardOf, shardRef } from "../statsShards";

/** The counters' scope among the shards. */
export const INBOX_SCOPE = "inbox";

export type InboxKind = keyof typeof UNREAD_FIELDS;

/** The field a record carries once its counter includes it. */
export const COUNTED = "counted";

export const countersRef = (firestore: Firestore) => firestore.collection(INBOX_COUNTERS.collection).doc(INBOX_COUNTERS.doc);

/**
 * Adds `delta` to a kind's unread counter in `tx` (nothing when 0), on the shard `spreadKey` picks
 * (the record's id, or the instant of a bulk change): the writes spread over the shards as the
 * records do. Any shard is right — a count is base + every shard.
 */
export function addUnread(firestore: Firestore, tx: Transaction, kind: InboxKind, delta: number, spreadKey: string): void {
  if (delta === 0) return;
  const shard = shardRef(firestore, INBOX_SCOPE, shardOf(`${kind}/${spreadKey}`, shardCount()));
  tx.set(shard, { scope: INBOX_SCOPE, [UNREAD_FIELDS[kind]]: FieldValue.increment(delta) }, { merge: true });
}

/** The counter move of a status change of a stored record (nothing for a record not counted yet). */
export function statusChangeDelta(stored: DocumentData, from: string, to: string): number {
  return stored[COUNTED] === true ? unreadDelta(from, to) : 0;
}

export interface InboxCounts {
  feedbackUnread: number;
  contactUnread: number;
}

/** The counters of the base document and its shards, summed (never below 0 on screen). */
export function countsFromData(base: DocumentData | undefined, shards: readonly DocumentData[] = []): InboxCounts {
  const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : 0);
  const sum = (field: string) => [base, ...shards].reduce((total, d) => total + n(d?.[field]), 0);
  return { feedbackUnread: Math.max(0, sum(UNREAD_FIELDS.feedback)), contactUnread: Math.max(0, sum(UNREAD_FIELDS.contactMessages)) };
}

/** The stored counters (base + shards at one instant): the base document and a query for the shards. */
export async function readInboxCounts(firestore: Firestore, meter: CostMeter): Promise<InboxCounts> {
  const { bases, shards } = await readScoped(firestore, meter, [countersRef(firestore)], [INBOX_SCOPE]);
  return countsFromData(bases[0], shards.get(INBOX_SCOPE));
}

export function inboxCountersReader(firestore: Firestore, meter: CostMeter) {
  return {
    /** The base document and its shards (at most one per writer). */
    counts: (): Promise<InboxCounts> => readInboxCounts(firestore, meter),
  };
}
