/**
 * The team (docs/staff.md): the administrators' records (users/{uid} with isAdmin true) and
 * their Auth accounts. Every change is one audited transaction that reads the owners it depends
 * on (`isOwner`), so the team always keeps a « Propriétaire » even under concurrent requests.
 *
 * Auth is not transactional. What the Auth service does comes where a retry cannot undo a
 * decision: the account is created and the link made before the transaction (nothing is
 * written if the rules refuse afterwards: an Auth account without a record is a customer's
 * blank account and gets no access); a deactivation disables the account after its commit
 * (a retried transaction could otherwise have disabled a member it then refused to
 * deactivate); a sign-out everywhere revokes inside the transaction (idempotent: a retry only
 * revokes again, and an Auth failure leaves no audit entry).
 */
import type { UserRecord as AuthUser } from "firebase-admin/auth";
import type { DocumentData, DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { memberPermissions } from "@atelier/domain/staff/permissions";
import {
  checkDeactivation,
  checkGrant,
  checkReactivation,
  checkRoleChange,
  staffMessages,
  type InviteValues,
  type StaffMemberState,
} from "@atelier/domain/staff/staffRules";
import { inputField, userError } from "@atelier/domain/userErrors";
import { adminAuth } from "../../firebase";
import type { ApprovalGate } from "../approvals/gate";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { MAIL } from "../mail/record";
import { mailSettingsFromData, senderAddress, settingsRef } from "../settings/record";
import { USERS, userFromSnapshot, type UserRecord } from "../users/record";
import { inviteMessage } from "./inviteMail";
import { customRoleIn, roleCopy } from "./roles";
import { twoStepRequiredFor } from "./twoStep";

/** The team's size the list reads in one query (the spec's shops have a handful of members). */
export const STAFF_BOUND = 50;

export interface StaffMemberRecord extends UserRecord {
  staffDisabled: boolean;
  /** From Auth (one getUsers batch): null when the account could not be read. */
  authDisabled: boolean | null;
  twoStepFactors: number | null;
}

const stateOf = (uid: string, d: DocumentData | undefined): StaffMemberState => ({
  uid,
  isAdmin: d?.isAdmin === true,
  isBlocked: d?.isBlocked === true,
  staffDisabled: d?.staffDisabled === true,
  staffRole: typeof d?.staffRole === "string" ? d.staffRole : null,
  staffPermissions: Array.isArray(d?.staffPermissions) ? d.staffPermissions : [],
});

/** The record as written by this change (userFromSnapshot reads only `id` and `data()`). */
const recordOf = (uid: string, data: DocumentData): UserRecord => userFromSnapshot({ id: uid, data: () => data } as unknown as DocumentSnapshot);

/** Where the invitation's link leads: the console's sign-in page (CONSOLE_URL, the local console by default). */
export const consoleLoginUrl = () => `${(process.env.CONSOLE_URL ?? "http://localhost:5173").replace(/\/$/, "")}/login`;

export function staffRepository(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const users = firestore.collection(USERS);
  const auth = adminAuth();

  const members = async (w: WriteScope) => (await w.query(users.where("isAdmin", "==", true))).docs.map((doc) => stateOf(doc.id, doc.data()));
  const actorPermissions = async (w: WriteScope) => memberPermissions((await w.get(users.doc(w.actorUid))).data());
  const target = async (w: WriteScope, uid: string) => {
    const snap = await w.get(users.doc(uid));
    return snap.exists ? { state: stateOf(uid, snap.data()), record: userFromSnapshot(snap) } : null;
  };
  const asMember = (record: UserRecord, staffDisabled: boolean, authUser: AuthUser | undefined): StaffMemberRecord => ({
    ...record,
    staffDisabled,
    authDisabled: authUser ? authUser.disabled : null,
    twoStepFactors: authUser ? (authUser.multiFactor?.enrolledFactors.length ?? 0) : null,
  });

  return {
    /** One query, then one Auth batch (getUsers, up to 100 uids, no Firestore read) for the accounts' state and second factors. */
    async list(): Promise<StaffMemberRecord[]> {
      const snap = await users.where("isAdmin", "==", true).limit(STAFF_BOUND).get();
      meter.query(snap.size);
      const accounts = snap.empty ? { users: [] as AuthUser[] } : await auth.getUsers(snap.docs.map((doc) => ({ uid: doc.id })));
      const byUid = new Map(accounts.users.map((u) => [u.uid, u]));
      return snap.docs.map((doc) => asMember(userFromSnapshot(doc), doc.get("staffDisabled") === true, byUid.get(doc.id)));
    },

    /**
     * Checked before any Auth call (nothing is created for a refused invitation), then the
     * account found or created (no password: the link signs in), the link made, and the record,
     * mail and audit entry written in one transaction that checks again.
     */
    async invite(actorUid: string, values: InviteValues, gate?: ApprovalGate) {
      const existing = await auth.getUserByEmail(values.email).catch(() => null);
      if (existing) {
        const snap = await users.doc(existing.uid).get();
        meter.documentsRead(1);
        if (snap.get("isAdmin") === true)
          return { ok: false as const, errors: [userError(inputField("email"), staffMessages.alreadyMember, "ALREADY_MEMBER")] };
      }
      const account = existing ?? (await auth.createUser({ email: values.email, displayName: `${values.firstName} ${values.lastName}` }));
      const link = await auth.generateSignInWithEmailLink(values.email, { url: consoleLoginUrl(), handleCodeInApp: true });
      return writes.run(actorUid, async (w): Promise<StaffMemberRecord> => {
        const [actorSnap, targetSnap, settingsSnap] = await w.getAll([users.doc(actorUid), users.doc(account.uid), settingsRef(firestore)]);
        // A custom role is read here again: deleted or edited since the resolver's check, this is what is granted.
        const custom = await customRoleIn(w, firestore, values.roleId);
        const refusal = checkGrant(memberPermissions(actorSnap!.data()), values.roleId, custom ? [custom] : []);
        if (refusal.length) return w.refuse(refusal);
        if (targetSnap!.get("isAdmin") === true) return w.refuse([userError(inputField("email"), staffMessages.alreadyMember, "ALREADY_MEMBER")]);
        // Whether the role requires two-step sign-in, copied on the record (docs/roles.md).
        const twoStepRequired = await twoStepRequiredFor(w, firestore, values.roleId);
        // Four-eyes approval (approvals/gate.ts): held here when the owner asks for it on rights.
        await gate?.pass(w, { kind: "STAFF_INVITE" });
        const fields = {
          isAdmin: true,
          staffRole: values.roleId,
          ...roleCopy(custom),
          twoStepRequired,
          staffDisabled: false,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
        };
        const data = targetSnap!.exists ? fields : { ...fields, uid: account.uid, credits: 0, loyaltyPoints: 0, isBlocked: false, createdAt: w.now };
        w.tx.set(users.doc(account.uid), data, { merge: true });
        const settings = mailSettingsFromData(settingsSnap!.data());
        const mail = firestore.collection(MAIL).doc();
        w.tx.create(mail, {
          to: values.email,
          message: inviteMessage({ firstName: values.firstName, shopName: settings.shopName, link }),
          ...(senderAddress(settings) ? { from: senderAddress(settings) } : {}),
          source: "staff.invite",
          createdAt: w.now,
          delivery: { state: "PENDING", attempts: 0, error: null, info: null, startTime: null, endTime: null, leaseExpireTime: null },
        });
        w.audit({
          action: "staff.invite",
          targetType: "staff",
          targetId: account.uid,
          before: targetSnap!.exists ? { isAdmin: targetSnap!.get("isAdmin") === true } : null,
          after: { email: values.email, staffRole: values.roleId, ...(custom ? { staffRoleName: custom.name } : {}), mailId: mail.id },
        });
        return asMember(recordOf(account.uid, { ...targetSnap!.data(), ...data }), false, account);
      });
    },

    changeRole: (actorUid: string, uid: string, roleId: string, gate?: ApprovalGate) =>
      writes.run(actorUid, async (w): Promise<StaffMemberRecord> => {
        const held = await actorPermissions(w);
        const member = await target(w, uid);
        // A custom role is read in the transaction: its permissions are what is checked and copied on the record.
        const custom = await customRoleIn(w, firestore, roleId);
        const errors = checkRoleChange({
          actorUid,
          actorPermissions: held,
          target: member?.state ?? null,
          roleId,
          members: await members(w),
          customRoles: custom ? [custom] : [],
        });
        if (errors.length) return w.refuse(errors);
        const twoStepRequired = await twoStepRequiredFor(w, firestore, roleId);
        await gate?.pass(w, { kind: "STAFF_ROLE" });
        // A built-in role clears the copy a custom role left; a custom role's name and permissions are copied. The two-step rule is the new role's.
        const copy = roleCopy(custom);
        w.tx.update(users.doc(uid), { staffRole: roleId, ...copy, twoStepRequired });
        w.audit({
          action: "staff.changeRole",
          targetType: "staff",
          targetId: uid,
          before: { staffRole: member!.record.staffRole },
          after: { staffRole: roleId, ...(custom ? { staffRoleName: custom.name } : {}) },
        });
        return asMember({ ...member!.record, staffRole: roleId, ...copy, twoStepRequired }, member!.state.staffDisabled === true, undefined);
      }),

    async deactivate(actorUid: string, uid: string) {
      const result = await writes.run(actorUid, async (w): Promise<StaffMemberRecord> => {
        const member = await target(w, uid);
        const errors = checkDeactivation({ actorUid, target: member?.state ?? null, members: await members(w) });
        if (errors.length) return w.refuse(errors);
        w.tx.update(users.doc(uid), { staffDisabled: true });
        w.audit({ action: "staff.deactivate", targetType: "staff", targetId: uid, before: { staffDisabled: false }, after: { staffDisabled: true } });
        return asMember(member!.record, true, undefined);
      });
      if (!result.ok) return result;
      // After the commit (see above): the account can no longer sign in, and its sessions end at their next request.
      await auth.updateUser(uid, { disabled: true });
      await auth.revokeRefreshTokens(uid);
      return { ok: true as const, value: { ...result.value, authDisabled: true } };
    },

    async reactivate(actorUid: string, uid: string) {
      const result = await writes.run(actorUid, async (w): Promise<StaffMemberRecord> => {
        const member = await target(w, uid);
        const errors = checkReactivation(member?.state ?? null);
        if (errors.length) return w.refuse(errors);
        w.tx.update(users.doc(uid), { staffDisabled: false });
        w.audit({ action: "staff.reactivate", targetType: "staff", targetId: uid, before: { staffDisabled: true }, after: { staffDisabled: false } });
        return asMember(member!.record, false, undefined);
      });
      if (!result.ok) return result;
      await auth.updateUser(uid, { disabled: false });
      return { ok: true as const, value: { ...result.value, authDisabled: false } };
    },

    /** Every session of the member (or of oneself) ends at its next request: their refresh tokens, and ID tokens issued before now, are refused. */
    signOut: (actorUid: string, uid: string) =>
      writes.run(actorUid, async (w): Promise<StaffMemberRecord> => {
        const member = await target(w, uid);
        if (!member?.state.isAdmin) return w.refuse([userError(inputField("userId"), staffMessages.notMember, "NOT_FOUND")]);
        w.audit({ action: "staff.signOut", targetType: "staff", targetId: uid, before: null, after: { self: uid === actorUid } });
        await auth.revokeRefreshTokens(uid);
        return asMember(member.record, member.state.staffDisabled === true, undefined);
      }),
  };
}
