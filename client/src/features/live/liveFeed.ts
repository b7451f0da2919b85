/**
 * The console's one listener on the change feed (docs/live.md), loaded after the first paint: the
 * Firestore web SDK is its own chunk, no screen waits for it. It asks for the entries of the
 * permissions the member holds (`permission in [...]`, which firestore.rules can prove against
 * the member's `staff` claim) and the entries addressed to them (`member:<uid>`), written since the console opened, and hands each new one over.
 * A listener that falls back to the cache (the connection is lost) says so; when it comes back,
 * the query catches up by itself and only the entries not seen yet are handed over.
 */
import { collection, connectFirestoreEmulator, getFirestore, onSnapshot, orderBy, query, setLogLevel, Timestamp, where } from "firebase/firestore";
import { CHANGE_FEED, type ChangeOperation, type FeedAudience, type FeedKind } from "@atelier/domain/live/changeFeed";
import { firebaseApp, firestoreEmulator } from "../../app/firebase";

export interface LiveChange {
  id: string;
  kind: FeedKind;
  recordId: string;
  change: ChangeOperation;
  /**
   * When the record was written (ISO-8601): the trigger's event time, or for a signal the commit
   * it was written in. Null while the entry's server time is still pending in the local cache.
   */
  writtenAt: string | null;
}

export type LiveStatus = "connecting" | "live" | "lost" | "refused";

// A slow or lost connection is the console's to say (« Connexion perdue », LiveStatusNotice), in
// French and in the page: the SDK's own English warnings about it would only fill the console.
setLogLevel("error");
const firestore = getFirestore(firebaseApp);
const emulator = firestoreEmulator();
if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);

/** Starts listening; the returned function stops. `audiences`: the feed's permissions the member holds and `member:<uid>`. */
export function listenToChanges(
  audiences: readonly FeedAudience[],
  since: Date,
  onChanges: (changes: LiveChange[]) => void,
  onStatus: (status: LiveStatus) => void,
): () => void {
  const seen = new Set<string>();
  const feed = query(collection(firestore, CHANGE_FEED), where("permission", "in", [...audiences]), where("at", ">", Timestamp.fromDate(since)), orderBy("at"));
  return onSnapshot(
    feed,
    { includeMetadataChanges: true },
    (snapshot) => {
      onStatus(snapshot.metadata.fromCache ? "lost" : "live");
      const fresh: LiveChange[] = [];
      // Only what this snapshot added: a console open all day does not walk its whole day again.
      for (const { type, doc } of snapshot.docChanges()) {
        if (type !== "added" || seen.has(doc.id)) continue;
        seen.add(doc.id);
        const data = doc.data();
        const writtenAt = (data.writtenAt ?? data.at) as Timestamp | null | undefined;
        fresh.push({ id: doc.id, kind: data.kind, recordId: data.recordId, change: data.change, writtenAt: writtenAt?.toDate().toISOString() ?? null });
      }
      if (fresh.length) onChanges(fresh);
    },
    () => onStatus("refused"),
  );
}
