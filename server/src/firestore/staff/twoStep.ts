/**
 * Two-step sign-in, the owner's side (docs/roles.md): which roles require it, kept in
 * `staffSecurity/twoStep`, and copied on every member's record as `twoStepRequired` in the same
 * audited transaction, so that the check on each request reads only the caller's record. A
 * member's lost phone: the owner removes their second factors and ends their sessions.
 */
import type { Firestore } from "firebase-admin/firestore";
import { MAX_CUSTOM_ROLES } from "@atelier/domain/staff/customRoles";
import { memberRole, NO_ROLE } from "@atelier/domain/staff/permissions";
import { checkTwoStepRoles, twoStepMessages } from "@atelier/domain/staff/twoStep";
import { inputField, userError } from "@atelier/domain/userErrors";
import { adminAuth } from "../../firebase";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { MAX_ADMINISTRATORS } from "../users";
import { USERS, userFromSnapshot } from "../users/record";
import { STAFF_ROLES, TWO_STEP_REQUIREMENT } from "./collections";

export { TWO_STEP_REQUIREMENT };

export interface TwoStepRequirement {
  /** The roles whose members must sign in with a second factor, built-in ones first. */
  roleIds: string[];
}

const roleIdsOf = (data: Record<string, unknown> | undefined): string[] =>
  Array.isArray(data?.roleIds) ? data.roleIds.filter((id): id is string => typeof id === "string") : [];

/**
 * Whether a member given `roleId` must use two-step sign-in, read in the caller's transaction:
 * what a change of role or an invitation writes as the member's `twoStepRequired`.
 */
export async function twoStepRequiredFor(w: WriteScope, firestore: Firestore, roleId: string): Promise<boolean> {
  if (roleId === NO_ROLE) return false;
  const snap = await w.get(firestore.collection(TWO_STEP_REQUIREMENT.collection).doc(TWO_STEP_REQUIREMENT.id));
  return roleIdsOf(snap.data()).includes(roleId);
}

export function twoStepRepository(firestore: Firestore, meter: CostMeter) {
  const ref = firestore.collection(TWO_STEP_REQUIREMENT.collection).doc(TWO_STEP_REQUIREMENT.id);
  const users = firestore.collection(USERS);
  const writes = auditedWrites(firestore, meter);

  return {
    async requirement(): Promise<TwoStepRequirement> {
      const snap = await ref.get();
      meter.documentsRead(1);
      return { roleIds: roleIdsOf(snap.data()) };
    },

    /** Sets the roles that require it, and every member's copy, in one audited transaction. */
    setRequirement: (actorUid: string, roleIds: readonly string[]) =>
      writes.run(actorUid, async (w): Promise<TwoStepRequirement> => {
        const before = roleIdsOf((await w.get(ref)).data());
        const members = (await w.query(users.where("isAdmin", "==", true).limit(MAX_ADMINISTRATORS))).docs;
        // The shop's custom roles (staffRoles), whether or not someone holds one yet.
        const customRoles = (await w.query(firestore.collection(STAFF_ROLES).limit(MAX_CUSTOM_ROLES))).docs.map((doc) => doc.id);
        const checked = checkTwoStepRoles(roleIds, customRoles);
        if (checked.errors.length) return w.refuse(checked.errors);
        w.tx.set(ref, { roleIds: checked.value, updatedAt: w.now, updatedBy: actorUid });
        const changed: string[] = [];
        for (const doc of members) {
          const required = checked.value.includes(memberRole(userFromSnapshot(doc)).id);
          if ((doc.get("twoStepRequired") === true) === required) continue;
          w.tx.update(doc.ref, { twoStepRequired: required });
          changed.push(doc.id);
        }
        w.audit({
          action: "settings.setTwoStepRequirement",
          targetType: "settings",
          targetId: TWO_STEP_REQUIREMENT.id,
          before: { roleIds: before },
          after: { roleIds: checked.value, membersChanged: changed.length },
        });
        return { roleIds: checked.value };
      }),

    /**
     * Removes a member's second factors (a lost phone) and ends their sessions: they enrol again
     * at their next sign-in. Never one's own (another owner does it). Firebase Authentication is
     * changed first, then the audited record (`twoStepResetAt`): an audit entry never claims a
     * reset that did not happen.
     */
    async resetMember(actorUid: string, uid: string) {
      if (uid === actorUid) return { ok: false as const, errors: [userError(inputField("userId"), twoStepMessages.ownReset, "OWN_ACCOUNT")] };
      const record = (await users.doc(uid).get()).data();
      meter.documentsRead(1);
      if (record?.isAdmin !== true) return { ok: false as const, errors: [userError(inputField("userId"), "Membre introuvable.", "NOT_FOUND")] };
      const account = await adminAuth()
        .getUser(uid)
        .catch(() => null);
      const factors = account?.multiFactor?.enrolledFactors.length ?? 0;
      if (factors === 0) return { ok: false as const, errors: [userError(inputField("userId"), twoStepMessages.notEnrolled, "NOT_ENROLLED")] };
      await adminAuth().updateUser(uid, { multiFactor: { enrolledFactors: null } });
      await adminAuth().revokeRefreshTokens(uid);
      return writes.run(actorUid, async (w) => {
        const member = await w.getExisting(users.doc(uid), inputField("userId"), "Membre", userFromSnapshot);
        w.tx.update(users.doc(uid), { twoStepResetAt: w.now });
        w.audit({ action: "user.resetTwoStep", targetType: "user", targetId: uid, before: { secondFactors: factors }, after: { secondFactors: 0 } });
        return member;
      });
    },
  };
}
