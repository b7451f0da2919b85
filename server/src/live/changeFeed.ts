/**
 * Writes the change feed's entry for one trigger event (docs/live.md): `changeFeed/{eventId}`, so
 * that a redelivered event writes the same entry again rather than a second one. The triggers of
 * functions/src call it for every write of the records a kind reports.
 *
 * The entry keeps the write's own time (`writtenAt`, the record's update time) beside `at`, the
 * time the trigger got to it: on a loaded machine the trigger may run a minute or more after the
 * write, and a page asking who made it (recordLastSave) must look around the write, not around now.
 */
import { FieldValue, Timestamp, type DocumentData, type Firestore, type DocumentReference, type Query } from "firebase-admin/firestore";
import { CHANGE_FEED, CHANGE_FEED_TTL_HOURS, changeEntry, type ChangeEntry, type ChangeKind, type FeedAudience } from "@atelier/domain/live/changeFeed";

const stamped = (entry: ChangeEntry) => ({
  ...entry,
  at: FieldValue.serverTimestamp(),
  expireAt: Timestamp.fromMillis(Date.now() + CHANGE_FEED_TTL_HOURS * 3_600_000),
});

/** A trigger event as the feed needs it: its id, and when the record was written. */
export interface FeedEvent {
  id: string;
  writtenAt: Timestamp;
}

/**
 * The feed's view of a Firestore trigger event: the record's own update time when it still exists
 * (exact; the emulator's event `time` is rounded to the second), else — a deletion — the event's time.
 * Copied into this module's Timestamp: the functions' copy of the SDK may hand another class.
 */
export function feedEvent(event: {
  id: string;
  time: string;
  data?: { after: { exists: boolean; updateTime?: { seconds: number; nanoseconds: number } } };
}): FeedEvent {
  const updated = event.data?.after.exists ? event.data.after.updateTime : undefined;
  return { id: event.id, writtenAt: updated ? new Timestamp(updated.seconds, updated.nanoseconds) : Timestamp.fromDate(new Date(event.time)) };
}

export async function recordChange(
  firestore: Firestore,
  event: FeedEvent,
  kind: ChangeKind,
  recordId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  const entry = changeEntry(kind, recordId, before, after);
  if (!entry) return;
  await firestore
    .collection(CHANGE_FEED)
    .doc(event.id)
    .set({ ...stamped(entry), writtenAt: event.writtenAt });
}

/**
 * A signal in the feed (presence, a member's notifications), for the API to write in the same
 * batch or transaction as what it reports — so that no console hears of a change that was not
 * made: `batch.set(signal.ref, signal.data)`.
 */
export function feedSignal(firestore: Firestore, entry: ChangeEntry): { ref: DocumentReference; data: DocumentData } {
  return { ref: firestore.collection(CHANGE_FEED).doc(), data: stamped(entry) };
}

/**
 * The query the console's listener sends (client/src/features/live/liveFeed.ts, with the web SDK),
 * written once more with the Admin SDK for what must know its shape: the composite index test
 * (firestore/indexes.test.ts) and the benchmark's reads.
 */
export const consoleListenerQuery = (firestore: Firestore, permissions: readonly FeedAudience[], since: Date): Query =>
  firestore
    .collection(CHANGE_FEED)
    .where("permission", "in", [...permissions])
    .where("at", ">", Timestamp.fromDate(since))
    .orderBy("at");
