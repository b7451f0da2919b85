/**
 * Presence on a record (docs/live.md « Who else is here »): `presence/{kind}_{recordId}_{uid}`,
 * one document per member and record, written by the API when a record's page opens and at each
 * heartbeat (`seenAt`, and `expireAt` for Firestore's TTL policy), deleted when the page closes.
 * An arrival (no document, or one older than PRESENCE_TTL_SECONDS) and a departure each put one
 * `presence` signal in the change feed, in the same transaction: the other consoles on the
 * record hear it through their one listener and ask who is there. A heartbeat writes no signal.
 *
 * Not an audited write: presence changes nothing of the shop (docs/decisions.md « Presence:
 * Firestore, not the Realtime Database »).
 */
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { FeedKind, ChangeOperation } from "@atelier/domain/live/changeFeed";
import {
  isPresent,
  MAX_PRESENT,
  PRESENCE,
  PRESENCE_KIND_PERMISSIONS,
  PRESENCE_TTL_SECONDS,
  presenceDocId,
  presenceRecordId,
  type PresenceKind,
} from "@atelier/domain/live/presence";
import type { CostMeter } from "../firestore/cost";
import { runTransaction } from "../firestore/retryBudget";
import { feedSignal } from "./changeFeed";

/** Another member on the record, as the API answers it. */
export interface PresentMemberRecord {
  uid: string;
  name: string;
  seenAt: string;
}

/** Who is on a record (the caller excepted). */
export interface RecordPresenceRecord {
  kind: PresenceKind;
  recordId: string;
  others: PresentMemberRecord[];
}

const PRESENCE_KIND: FeedKind = "presence";

const seenAtOf = (snap: DocumentSnapshot): Date | null => {
  const value = snap.get("seenAt");
  return value instanceof Timestamp ? value.toDate() : null;
};

/** The feed's signal of an arrival (`created`) or a departure (`deleted`) on a record. */
const signal = (firestore: Firestore, kind: PresenceKind, recordId: string, change: ChangeOperation) =>
  feedSignal(firestore, { kind: PRESENCE_KIND, recordId: presenceRecordId(kind, recordId), change, permission: PRESENCE_KIND_PERMISSIONS[kind] });

export function presenceRepository(firestore: Firestore, meter: CostMeter) {
  const ref = (kind: PresenceKind, recordId: string, uid: string) => firestore.collection(PRESENCE).doc(presenceDocId(kind, recordId, uid));
  return {
    /**
     * The member's page is open on the record: their document says so until PRESENCE_TTL_SECONDS
     * from now. True when they arrived (the feed's signal was written), false for a heartbeat.
     */
    visit: (kind: PresenceKind, recordId: string, member: { uid: string; name: string }): Promise<boolean> =>
      runTransaction(firestore, async (tx) => {
        const own = ref(kind, recordId, member.uid);
        const snap = await tx.get(own);
        meter.documentsRead(1);
        const now = new Date();
        const seenAt = snap.exists ? seenAtOf(snap) : null;
        const arrived = seenAt === null || !isPresent(seenAt, now);
        tx.set(own, {
          recordKind: kind,
          recordId,
          memberUid: member.uid,
          memberName: member.name,
          seenAt: Timestamp.fromDate(now),
          expireAt: Timestamp.fromMillis(now.getTime() + PRESENCE_TTL_SECONDS * 1000),
        });
        if (arrived) {
          const entry = signal(firestore, kind, recordId, "created");
          tx.set(entry.ref, entry.data);
        }
        return arrived;
      }),

    /** The member's page closed: their document goes, with a departure signal. False when there was none (already gone). */
    leave: (kind: PresenceKind, recordId: string, uid: string): Promise<boolean> =>
      runTransaction(firestore, async (tx) => {
        const own = ref(kind, recordId, uid);
        const snap = await tx.get(own);
        meter.documentsRead(1);
        if (!snap.exists) return false;
        tx.delete(own);
        const entry = signal(firestore, kind, recordId, "deleted");
        tx.set(entry.ref, entry.data);
        return true;
      }),

    /**
     * The members on the record now, `uid` excepted, by name. Two equalities (no composite index);
     * at most MAX_PRESENT + 1 documents, one per member (the caller's included). An expired
     * document still there (the TTL policy deletes within a day) does not count.
     */
    present: async (kind: PresenceKind, recordId: string, uid: string): Promise<RecordPresenceRecord> => {
      const snap = await firestore
        .collection(PRESENCE)
        .where("recordKind", "==", kind)
        .where("recordId", "==", recordId)
        .limit(MAX_PRESENT + 1)
        .get();
      meter.query(snap.size);
      const now = new Date();
      const others: PresentMemberRecord[] = [];
      for (const doc of snap.docs) {
        const seenAt = seenAtOf(doc);
        const memberUid = doc.get("memberUid");
        if (!seenAt || !isPresent(seenAt, now) || typeof memberUid !== "string" || memberUid === uid) continue;
        const name = doc.get("memberName");
        others.push({ uid: memberUid, name: typeof name === "string" && name ? name : "Un membre de l’équipe", seenAt: seenAt.toISOString() });
      }
      others.sort((a, b) => a.name.localeCompare(b.name, "fr"));
      return { kind, recordId, others: others.slice(0, MAX_PRESENT) };
    },
  };
}
