/**
 * The inbox's unread counters, kept at write time in ONE document (stats/inbox) that the
 * sidebar's badges read: never a count of the collections.
 *
 *   { feedbackUnread: number, contactUnread: number }
 *
 * A record adds to its counter only once it is `counted` (a flag the storefront trigger sets in
 * the same transaction as its increment, so a redelivered event finds it set and does nothing).
 * An administrator's status change moves the counter by unreadDelta only for a counted record,
 * in the change's transaction, with FieldValue.increment: exact under concurrency, and a
 * record the trigger has not seen yet is counted by the trigger from its status at that time.
 */
import { FieldValue, type DocumentData, type Firestore, type Transaction } from "firebase-admin/firestore";
import { INBOX_COUNTERS, UNREAD_FIELDS, unreadDelta } from "../../rules/inbox";
import type { CostMeter } from "../cost";

export type InboxKind = keyof typeof UNREAD_FIELDS;

/** The field a record carries once its counter includes it. */
export const COUNTED = "counted";

export const countersRef = (firestore: Firestore) => firestore.collection(INBOX_COUNTERS.collection).doc(INBOX_COUNTERS.doc);

/** Adds `delta` to a kind's unread counter in `tx` (nothing when 0). */
export function addUnread(firestore: Firestore, tx: Transaction, kind: InboxKind, delta: number): void {
  if (delta === 0) return;
  tx.set(countersRef(firestore), { [UNREAD_FIELDS[kind]]: FieldValue.increment(delta) }, { merge: true });
}

/** The counter move of a status change of a stored record (nothing for a record not counted yet). */
export function statusChangeDelta(stored: DocumentData, from: string, to: string): number {
  return stored[COUNTED] === true ? unreadDelta(from, to) : 0;
}

export interface InboxCounts {
  feedbackUnread: number;
  contactUnread: number;
}

export function countsFromData(d: DocumentData | undefined): InboxCounts {
  const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : 0);
  return { feedbackUnread: n(d?.[UNREAD_FIELDS.feedback]), contactUnread: n(d?.[UNREAD_FIELDS.contactMessages]) };
}

export function inboxCountersReader(firestore: Firestore, meter: CostMeter) {
  return {
    /** One document read. */
    async counts(): Promise<InboxCounts> {
      const snap = await countersRef(firestore).get();
      meter.documentsRead(1);
      return countsFromData(snap.data());
    },
  };
}
