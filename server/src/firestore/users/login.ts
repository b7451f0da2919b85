import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { hasAdminAccess } from "../../rules/adminRights";
import { userListFields } from "@atelier/domain/userSearchKeys";
import { auditedWrites, type WriteResult } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { USERS, userFromSnapshot, type NewUserProfile, type UserRecord } from "./record";

/**
 * The login's write and its audit entry in ONE audited write, so that neither exists without the
 * other: a missing record is created with the spec's defaults ("user.create"); an
 * administrator's lastLoginAt is merged ("user.login", `before` being the value it replaced).
 * Anyone else's record — a blocked administrator's too — is only read. Two first logins at once serialise: the later one finds
 * the record and writes nothing. Never refused.
 *
 * A login is a sign-in, not a page load (issue 25): the console calls recordLogin whenever it
 * restores a session (a reload, a new tab), with a token whose `auth_time` (the moment of the
 * actual sign-in, kept by every refresh) has not changed. So an administrator's login is written
 * only when `authTime` is later than the stored lastLoginAt; the stored value is never earlier
 * than `authTime` (see loginInstant), so the same sign-in is recorded once, whatever the clocks.
 */
export function userLogin(firestore: Firestore, meter: CostMeter) {
  const users = firestore.collection(USERS);
  const writes = auditedWrites(firestore, meter);

  /** `authTime`: the ID token's auth_time, in seconds since the epoch. */
  return (uid: string, profile: NewUserProfile, authTime: number): Promise<WriteResult<UserRecord>> =>
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
        return { ...created, staffRole: null, staffRoleName: null, staffPermissions: [], twoStepRequired: false };
      }
      const user = userFromSnapshot(snap);
      // A blocked administrator signs in as anyone else would: nothing of theirs is written.
      if (!hasAdminAccess(user)) return user;
      if (!isNewSignIn(authTime, user.lastLoginAt)) return user;
      const at = loginInstant(w.now, authTime);
      const lastLoginAt = at.toDate().toISOString();
      w.tx.update(ref, { lastLoginAt: at });
      w.audit({ action: "user.login", targetType: "user", targetId: uid, before: { lastLoginAt: user.lastLoginAt }, after: { lastLoginAt } });
      return { ...user, lastLoginAt };
    });
}

/** Whether the sign-in at `authTime` (seconds) came after the last recorded login. */
export function isNewSignIn(authTime: number, lastLoginAt: string | null): boolean {
  if (lastLoginAt === null) return true;
  const last = Date.parse(lastLoginAt);
  return Number.isNaN(last) || authTime * 1000 > last;
}

/**
 * The instant recorded as lastLoginAt: now, or the sign-in itself should the Auth server's clock
 * be ahead of Firestore's — so that the next call with the same token never looks newer.
 */
export function loginInstant(now: Timestamp, authTime: number): Timestamp {
  return now.toMillis() >= authTime * 1000 ? now : Timestamp.fromMillis(authTime * 1000);
}
