/**
 * Writes the change feed's entry for one trigger event (docs/live.md): `changeFeed/{eventId}`, so
 * that a redelivered event writes the same entry again rather than a second one. The triggers of
 * functions/src call it for every write of the records a kind reports.
 */
import { FieldValue, Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
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
