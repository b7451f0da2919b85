/**
 * One member's notifications, as the bell shows and changes them (docs/notifications.md): the
 * newest NOTIFICATIONS_SHOWN, the unread count, mark read, remove, clear all. Each change writes a
 * signal in the change feed addressed to the member alone, in the same batch: their other devices
 * refresh their bell at once.
 *
 * These writes change what one member's bell shows, not the shop: they are not audited (the
 * preferences are, modules/notifications). A member only ever reaches their own notifications:
 * every query and write names their uid, and another member's id is « introuvable ».
 */
import type { Firestore, Query } from "firebase-admin/firestore";
import { memberAudience, type ChangeOperation } from "@atelier/domain/live/changeFeed";
import { NOTIFICATIONS_CLEARED_PER_CALL, NOTIFICATIONS_SHOWN } from "@atelier/domain/notifications/memberNotifications";
import { userError } from "@atelier/domain/userErrors";
import { CollectionReader } from "../firestore/collection";
import type { CostMeter } from "../firestore/cost";
import { feedSignal } from "../live/changeFeed";
import { MEMBER_NOTIFICATIONS, memberNotificationFromSnapshot, type MemberNotificationRecord } from "./record";

export const notificationMessages = { notFound: "Notification introuvable." } as const;

export function memberNotificationRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, MEMBER_NOTIFICATIONS, memberNotificationFromSnapshot, meter);
  const notifications = firestore.collection(MEMBER_NOTIFICATIONS);
  const own = (uid: string) => notifications.where("memberUid", "==", uid);

  /** Applies `write` to each of `docs` and tells the member's consoles, in one batch. */
  async function commit(uid: string, refs: FirebaseFirestore.DocumentReference[], write: "read" | "delete", recordId: string): Promise<void> {
    const batch = firestore.batch();
    for (const ref of refs) {
      if (write === "read") batch.update(ref, { read: true });
      else batch.delete(ref);
    }
    const change: ChangeOperation = write === "read" ? "updated" : "deleted";
    const signal = feedSignal(firestore, { kind: "notification", recordId, change, permission: memberAudience(uid) });
    batch.set(signal.ref, signal.data);
    await batch.commit();
  }

  const firstOf = async (query: Query) => {
    const snap = await query.limit(NOTIFICATIONS_CLEARED_PER_CALL).get();
    meter.query(snap.size);
    return snap.docs;
  };

  return {
    /** The newest first. */
    list: (uid: string): Promise<MemberNotificationRecord[]> => reader.all(own(uid).orderBy("createdAt", "desc").limit(NOTIFICATIONS_SHOWN)),

    /** All their unread ones, shown or not (one count()). */
    unreadCount: (uid: string): Promise<number> => reader.count(own(uid).where("read", "==", false)),

    /** `ids` empty: every unread one (NOTIFICATIONS_CLEARED_PER_CALL at most a call). Another member's id, or an unknown one, is refused and nothing changes. */
    async markRead(uid: string, ids: readonly string[]) {
      if (ids.length === 0) {
        const unread = await firstOf(own(uid).where("read", "==", false));
        if (unread.length)
          await commit(
            uid,
            unread.map((doc) => doc.ref),
            "read",
            "*",
          );
        return { ok: true as const, value: null };
      }
      const snaps = await firestore.getAll(...ids.map((id) => notifications.doc(id)));
      meter.documentsRead(snaps.length);
      const missing = snaps.findIndex((snap) => !snap.exists || snap.get("memberUid") !== uid);
      if (missing >= 0) return { ok: false as const, errors: [userError(["ids", String(missing)], notificationMessages.notFound, "NOT_FOUND")] };
      const unread = snaps.filter((snap) => snap.get("read") !== true);
      if (unread.length)
        await commit(
          uid,
          unread.map((snap) => snap.ref),
          "read",
          ids.length === 1 ? ids[0]! : "*",
        );
      return { ok: true as const, value: null };
    },

    async remove(uid: string, id: string) {
      const snap = await notifications.doc(id).get();
      meter.documentsRead(1);
      if (!snap.exists || snap.get("memberUid") !== uid) return { ok: false as const, errors: [userError(["id"], notificationMessages.notFound, "NOT_FOUND")] };
      await commit(uid, [snap.ref], "delete", id);
      return { ok: true as const, value: null };
    },

    /** Deletes NOTIFICATIONS_CLEARED_PER_CALL at most; answers whether some are left (the console asks again). */
    async clear(uid: string): Promise<{ ok: true; value: { more: boolean } }> {
      const docs = await firstOf(own(uid));
      if (docs.length)
        await commit(
          uid,
          docs.map((doc) => doc.ref),
          "delete",
          "*",
        );
      return { ok: true, value: { more: docs.length === NOTIFICATIONS_CLEARED_PER_CALL } };
    },
  };
}
