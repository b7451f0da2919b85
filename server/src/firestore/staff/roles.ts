/**
 * Custom roles (docs/roles.md, « Rôles personnalisés »): `staffRoles/{id}` holds a role's name and
 * permissions; each member holding it carries a copy (`staffPermissions`, `staffRoleName`) so the
 * request that reads the caller's record reads nothing more, and the claims trigger mirrors it
 * into their token (functions/src/staffClaims.ts).
 *
 * Every change is one audited transaction. An edit rewrites the role and every member's copy in
 * that same transaction: a member's next request uses the new permissions, and no request ever
 * sees the role and its members disagree. The members are read with every administrator (at most
 * MAX_ADMINISTRATORS = 100: a transaction of at most 101 writes, far under Firestore's 500), which
 * also keeps the team's last owner (checkOwnersKept).
 */
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import {
  checkCustomRole,
  checkEditableBy,
  checkEditableRole,
  checkOwnersKept,
  checkRoleChanged,
  checkRoleCount,
  checkRoleDeletion,
  MAX_CUSTOM_ROLES,
  roleFromData,
  type CustomRoleInput,
} from "@atelier/domain/staff/customRoles";
import { BUILT_IN_ROLE_DEFINITIONS, isBuiltInRole, memberPermissions, memberRole, NO_ROLE, type RoleDefinition } from "@atelier/domain/staff/permissions";
import type { StaffMemberState } from "@atelier/domain/staff/staffRules";
import { isRecordId } from "@atelier/domain/recordIds";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { MAX_ADMINISTRATORS } from "../users";
import { USERS, userFromSnapshot } from "../users/record";
import { STAFF_ROLES, TWO_STEP_REQUIREMENT } from "./collections";

export { STAFF_ROLES };

/** A role as the API shows it: built-in or custom, with how many members hold it (null when not counted). */
export interface StaffRoleRecord extends RoleDefinition {
  builtIn: boolean;
  memberCount: number | null;
}

const stateOf = (snap: DocumentSnapshot): StaffMemberState => ({
  uid: snap.id,
  isAdmin: snap.get("isAdmin") === true,
  isBlocked: snap.get("isBlocked") === true,
  staffDisabled: snap.get("staffDisabled") === true,
  staffRole: typeof snap.get("staffRole") === "string" ? (snap.get("staffRole") as string) : null,
  staffPermissions: Array.isArray(snap.get("staffPermissions")) ? (snap.get("staffPermissions") as string[]) : [],
});

/** Every custom role, oldest first (at most MAX_CUSTOM_ROLES: the rules refuse one more). */
const rolesQuery = (firestore: Firestore) => firestore.collection(STAFF_ROLES).orderBy("createdAt").limit(MAX_CUSTOM_ROLES);

/**
 * The custom role `roleId` names, read in the caller's transaction, or null (a built-in id, NONE,
 * an id that is no record id, or no such document): what invitations and role changes grant.
 */
/** Whether `roleId` can name a stored custom role (not built-in, not NONE, a record id): else nothing is read. */
const mayBeCustom = (roleId: string) => !isBuiltInRole(roleId) && roleId !== NO_ROLE && isRecordId(roleId);

export async function customRoleIn(w: WriteScope, firestore: Firestore, roleId: string): Promise<RoleDefinition | null> {
  if (!mayBeCustom(roleId)) return null;
  const snap = await w.get(firestore.collection(STAFF_ROLES).doc(roleId));
  return snap.exists ? roleFromData(snap.id, snap.data()) : null;
}

/** The fields a member holding `role` carries: a custom role's copy, or none for a built-in one. */
export const roleCopy = (role: RoleDefinition | null) =>
  role ? { staffRoleName: role.name, staffPermissions: [...role.permissions] } : { staffRoleName: null, staffPermissions: [] };

export function staffRolesRepository(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const roles = firestore.collection(STAFF_ROLES);
  const admins = firestore.collection(USERS).where("isAdmin", "==", true).limit(MAX_ADMINISTRATORS);
  const actorPermissions = async (w: WriteScope) => memberPermissions((await w.get(firestore.collection(USERS).doc(w.actorUid))).data());
  const allCustom = async (w: WriteScope) => (await w.query(rolesQuery(firestore))).docs.map((doc) => roleFromData(doc.id, doc.data()));
  const stored = async (w: WriteScope, id: string) => {
    const snap = await w.get(roles.doc(id));
    return snap.exists ? roleFromData(id, snap.data()) : null;
  };
  const custom = (role: RoleDefinition, memberCount: number | null): StaffRoleRecord => ({ ...role, builtIn: false, memberCount });

  return {
    /** A custom role by id, outside any transaction (null for a built-in id, NONE, or none such): one read at most. */
    async find(roleId: string): Promise<RoleDefinition | null> {
      if (!mayBeCustom(roleId)) return null;
      const snap = await roles.doc(roleId).get();
      meter.documentsRead(1);
      return snap.exists ? roleFromData(snap.id, snap.data()) : null;
    },

    /** The built-in roles, then the custom ones; each with its members, counted on one query of the team. */
    async list(): Promise<StaffRoleRecord[]> {
      const [roleSnap, memberSnap] = await Promise.all([rolesQuery(firestore).get(), admins.get()]);
      meter.query(roleSnap.size);
      meter.query(memberSnap.size);
      const counts = new Map<string, number>();
      for (const doc of memberSnap.docs) {
        const id = memberRole(userFromSnapshot(doc)).id;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return [
        ...Object.values(BUILT_IN_ROLE_DEFINITIONS).map((role) => ({
          ...role,
          permissions: [...role.permissions],
          builtIn: true,
          memberCount: counts.get(role.id) ?? 0,
        })),
        ...roleSnap.docs.map((doc) => custom(roleFromData(doc.id, doc.data()), counts.get(doc.id) ?? 0)),
      ];
    },

    create: (actorUid: string, input: CustomRoleInput) =>
      writes.run(actorUid, async (w): Promise<StaffRoleRecord> => {
        const held = await actorPermissions(w);
        const others = await allCustom(w);
        const checked = checkCustomRole(input, { actorPermissions: held, otherRoles: others });
        const errors = [...checkRoleCount(others.length), ...checked.errors];
        if (errors.length) return w.refuse(errors);
        const ref = roles.doc();
        w.tx.create(ref, { ...checked.value, createdAt: w.now, updatedAt: w.now, createdBy: actorUid, updatedBy: actorUid });
        w.audit({ action: "staffRole.create", targetType: "staffRole", targetId: ref.id, before: null, after: checked.value });
        return custom({ id: ref.id, ...checked.value }, 0);
      }),

    /** The role and every member's copy of it, in one transaction. */
    update: (actorUid: string, id: string, input: CustomRoleInput) =>
      writes.run(actorUid, async (w): Promise<StaffRoleRecord> => {
        const held = await actorPermissions(w);
        const before = isBuiltInRole(id) || id === NO_ROLE ? null : await stored(w, id);
        const editable = checkEditableRole(id, before);
        if (editable.length) return w.refuse(editable);
        const refusedWider = checkEditableBy(held, before!);
        if (refusedWider.length) return w.refuse(refusedWider);
        const others = (await allCustom(w)).filter((role) => role.id !== id);
        const checked = checkCustomRole(input, { actorPermissions: held, otherRoles: others });
        if (checked.errors.length) return w.refuse(checked.errors);
        const unchanged = checkRoleChanged(before!, checked.value);
        if (unchanged.length) return w.refuse(unchanged);
        const team = (await w.query(admins)).docs;
        const kept = checkOwnersKept(team.map(stateOf), id, checked.value.permissions);
        if (kept.length) return w.refuse(kept);
        w.tx.update(roles.doc(id), { ...checked.value, updatedAt: w.now, updatedBy: actorUid });
        const holders = team.filter((doc) => doc.get("staffRole") === id);
        const copy = roleCopy({ id, ...checked.value });
        for (const doc of holders) w.tx.update(doc.ref, copy);
        w.audit({
          action: "staffRole.update",
          targetType: "staffRole",
          targetId: id,
          before: { name: before!.name, permissions: before!.permissions },
          after: { ...checked.value, membersUpdated: holders.length },
        });
        return custom({ id, ...checked.value }, holders.length);
      }),

    /** Only a role nobody holds; it also leaves the two-step requirement's list (nobody holds it any more). */
    delete: (actorUid: string, id: string) =>
      writes.run(actorUid, async (w): Promise<string> => {
        const held = await actorPermissions(w);
        const before = isBuiltInRole(id) || id === NO_ROLE ? null : await stored(w, id);
        const team = before ? (await w.query(admins)).docs : [];
        const holders = team.filter((doc) => doc.get("staffRole") === id).length;
        const errors = checkRoleDeletion(id, before, holders);
        if (errors.length) return w.refuse(errors);
        const refusedWider = checkEditableBy(held, before!);
        if (refusedWider.length) return w.refuse(refusedWider);
        const twoStepRef = firestore.collection(TWO_STEP_REQUIREMENT.collection).doc(TWO_STEP_REQUIREMENT.id);
        const twoStep = await w.get(twoStepRef);
        const required = Array.isArray(twoStep.get("roleIds")) ? (twoStep.get("roleIds") as unknown[]) : [];
        if (required.includes(id)) w.tx.update(twoStepRef, { roleIds: required.filter((role) => role !== id), updatedAt: w.now, updatedBy: actorUid });
        w.tx.delete(roles.doc(id));
        w.audit({
          action: "staffRole.delete",
          targetType: "staffRole",
          targetId: id,
          before: { name: before!.name, permissions: before!.permissions },
          after: null,
        });
        return id;
      }),
  };
}
