/**
 * Writes the change feed's entry for one trigger event (docs/live.md): `changeFeed/{eventId}`, so
 * that a redelivered event writes the same entry again rather than a second one. The triggers of
 * functions/src call it for every write of the records a kind reports.
 */
import { FieldValue, Timestamp, type DocumentData, type Firestore, type Query } from "firebase-admin/firestore";
import type { Permission } from "@atelier/domain/staff/permissions";
import { CHANGE_FEED, CHANGE_FEED_TTL_HOURS, changeEntry, type ChangeKind } from "@atelier/domain/live/changeFeed";

export async function recordChange(
  firestore: Firestore,
  eventId: string,
  kind: ChangeKind,
  recordId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  const entry = changeEntry(kind, recordId, before, after);
  if (!entry) return;
  await firestore
    .collection(CHANGE_FEED)
    .doc(eventId)
    .set({ ...entry, at: FieldValue.serverTimestamp(), expireAt: Timestamp.fromMillis(Date.now() + CHANGE_FEED_TTL_HOURS * 3_600_000) });
}

/**
 * The query the console's listener sends (client/src/features/live/liveFeed.ts, with the web SDK),
 * written once more with the Admin SDK for what must know its shape: the composite index test
 * (firestore/indexes.test.ts) and the benchmark's reads.
 */
export const consoleListenerQuery = (firestore: Firestore, permissions: readonly Permission[], since: Date): Query =>
  firestore
    .collection(CHANGE_FEED)
    .where("permission", "in", [...permissions])
    .where("at", ">", Timestamp.fromDate(since))
    .orderBy("at");
