import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { userListFields } from "../rules/userSearchKeys";
import { auditLogWriter } from "./auditLog";
import type { CostMeter } from "./cost";
import { runTransaction } from "./retryBudget";
import { USERS, userFromSnapshot, type NewUserProfile, type UserRecord } from "./users";

/**
 * The login's write and its audit entry in ONE transaction, so that neither exists without the
 * other: a missing record is created with the spec's defaults ("user.create"); an
 * administrator's lastLoginAt is merged ("user.login", `before` being the value it replaced).
 * Anyone else's record is only read. Two first logins at once serialise: the later one finds
 * the record and writes nothing.
 */
export function userLogin(firestore: Firestore, meter: CostMeter) {
  const users = firestore.collection(USERS);
  const auditLog = auditLogWriter(firestore);

  return (uid: string, profile: NewUserProfile): Promise<UserRecord> =>
    runTransaction(firestore, async (tx) => {
      const ref = users.doc(uid);
      const snap = await tx.get(ref);
      meter.documentsRead(1);
      const now = Timestamp.now();
      if (!snap.exists) {
        const data = {
          uid,
          ...profile,
          createdAt: now,
          credits: 0,
          ...userListFields({ ...profile, credits: 0 }),
          loyaltyPoints: 0,
          isAdmin: false,
          isBlocked: false,
          lastLoginAt: null,
        };
        tx.create(ref, data);
        const created = { ...data, createdAt: now.toDate().toISOString() };
        await auditLog.append({ actorUid: uid, action: "user.create", targetType: "user", targetId: uid, before: null, after: { ...created } }, tx);
        return created;
      }
      const user = userFromSnapshot(snap);
      if (!user.isAdmin) return user;
      const lastLoginAt = now.toDate().toISOString();
      tx.update(ref, { lastLoginAt: now });
      await auditLog.append(
        { actorUid: uid, action: "user.login", targetType: "user", targetId: uid, before: { lastLoginAt: user.lastLoginAt }, after: { lastLoginAt } },
        tx,
      );
      return { ...user, lastLoginAt };
    });
}
