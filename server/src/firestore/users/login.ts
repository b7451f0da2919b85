import type { Firestore } from "firebase-admin/firestore";
import { hasAdminAccess } from "../../rules/adminRights";
import { userListFields } from "../../rules/userSearchKeys";
import { auditedWrites, type WriteResult } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { USERS, userFromSnapshot, type NewUserProfile, type UserRecord } from "./record";

/**
 * The login's write and its audit entry in ONE audited write, so that neither exists without the
 * other: a missing record is created with the spec's defaults ("user.create"); an
 * administrator's lastLoginAt is merged ("user.login", `before` being the value it replaced).
 * Anyone else's record — a blocked administrator's too — is only read. Two first logins at once serialise: the later one finds
 * the record and writes nothing. Never refused.
 */
export function userLogin(firestore: Firestore, meter: CostMeter) {
  const users = firestore.collection(USERS);
  const writes = auditedWrites(firestore, meter);

  return (uid: string, profile: NewUserProfile): Promise<WriteResult<UserRecord>> =>
    writes.run(uid, async (w) => {
      const ref = users.doc(uid);
      const snap = await w.get(ref);
      if (!snap.exists) {
        const data = {
          uid,
          ...profile,
          createdAt: w.now,
          credits: 0,
          ...userListFields({ ...profile, credits: 0 }),
          loyaltyPoints: 0,
          isAdmin: false,
          isBlocked: false,
          lastLoginAt: null,
        };
        w.tx.create(ref, data);
        const created = { ...data, createdAt: w.now.toDate().toISOString() };
        w.audit({ action: "user.create", targetType: "user", targetId: uid, before: null, after: { ...created } });
        return created;
      }
      const user = userFromSnapshot(snap);
      // A blocked administrator signs in as anyone else would: nothing of theirs is written.
      if (!hasAdminAccess(user)) return user;
      const lastLoginAt = w.now.toDate().toISOString();
      w.tx.update(ref, { lastLoginAt: w.now });
      w.audit({ action: "user.login", targetType: "user", targetId: uid, before: { lastLoginAt: user.lastLoginAt }, after: { lastLoginAt } });
      return { ...user, lastLoginAt };
    });
}
