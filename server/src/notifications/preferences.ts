/**
 * A member's notification preferences (docs/notifications.md), kept on their own record
 * (`users/{uid}.notificationPreferences`): the dispatch reads the team's records in one query and
 * finds each member's preferences there, with no read more per member. A change is audited
 * (« Préférences de notification modifiées ») like any change to a member's record.
 */
import type { Firestore } from "firebase-admin/firestore";
import { preferencesFrom, type NotificationPreferences } from "@atelier/domain/notifications/memberNotifications";
import { auditedWrites } from "../firestore/auditedWrite";
import type { CostMeter } from "../firestore/cost";
import { USERS } from "../firestore/users/record";

export function notificationPreferencesRepository(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const users = firestore.collection(USERS);
  return {
    /** The member's own, as checked by @atelier/domain (checkPreferences). */
    update: (uid: string, preferences: NotificationPreferences) =>
      writes.run(uid, async (w): Promise<NotificationPreferences> => {
        const snap = await w.get(users.doc(uid));
        const before = preferencesFrom(snap.get("notificationPreferences"));
        w.tx.update(users.doc(uid), { notificationPreferences: preferences });
        w.audit({ action: "staff.notificationPreferences", targetType: "staff", targetId: uid, before: { ...before }, after: { ...preferences } });
        return preferences;
      }),
  };
}
