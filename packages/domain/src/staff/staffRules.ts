/**
 * The rules of the « Équipe » screen (docs/staff.md): who may invite, change a role, deactivate a
 * member. Pure, so the console's forms show the same French refusals the server answers.
 *
 * The team must always keep a « Propriétaire »: an active member whose role holds STAFF. The
 * server reads the owners inside the change's transaction, so two owners demoting each other at
 * once cannot both succeed (one is retried on the fresh state and refused).
 */
import { inputField, messages, requiredText, userError, type UserError } from "../userErrors";
import {
  BUILT_IN_ROLE_DEFINITIONS,
  isBuiltInRole,
  memberPermissions,
  missingPermissions,
  PERMISSION_LABELS,
  type Permission,
  type RoleDefinition,
} from "./permissions";

/** A member as the rules need them (a users/{uid} record). */
export interface StaffMemberState {
  uid: string;
  isAdmin: boolean;
  isBlocked?: boolean;
  /** Deactivated from the « Équipe » screen (its Auth account is disabled too). */
  staffDisabled?: boolean;
  staffRole?: string | null;
  staffPermissions?: readonly string[];
}

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

export const staffMessages = {
  unknownRole: "Rôle inconnu\u00a0: choisissez un des rôles de la liste.",
  notMember: "Membre de l’équipe introuvable.",
  ownRole: "Vous ne pouvez pas changer votre propre rôle\u00a0: demandez à un autre propriétaire.",
  ownAccount: "Vous ne pouvez pas désactiver votre propre compte.",
  unchangedRole: "Aucun changement\u00a0: ce membre a déjà ce rôle.",
  alreadyDisabled: "Ce membre est déjà désactivé.",
  notDisabled: "Ce membre n’est pas désactivé.",
  lastOwnerRole: "Impossible de retirer son rôle au dernier propriétaire\u00a0: nommez d’abord un autre propriétaire.",
  lastOwnerDisable: "Impossible de désactiver le dernier propriétaire\u00a0: nommez d’abord un autre propriétaire.",
  alreadyMember: "Cette personne fait déjà partie de l’équipe.",
  invalidEmail: "L’adresse e-mail n’est pas valide.",
  /** Granting more than one holds: names what is missing. */
  cannotGrant: (missing: readonly Permission[]) =>
    `Vous ne pouvez pas attribuer un rôle qui permet ce que votre rôle ne permet pas\u00a0: ${missing.map((p) => PERMISSION_LABELS[p]).join(", ")}`,
} as const;

/** The roles the screen offers: the built-in ones, then the shop's custom roles (staffRoles/{id}). */
export const assignableRoles = (customRoles: readonly RoleDefinition[] = []): RoleDefinition[] => [...Object.values(BUILT_IN_ROLE_DEFINITIONS), ...customRoles];

/** A role by id: built-in, or one of the custom roles given (read in the change's transaction on the server). */
export const findRole = (roleId: string, customRoles: readonly RoleDefinition[] = []): RoleDefinition | null =>
  isBuiltInRole(roleId) ? BUILT_IN_ROLE_DEFINITIONS[roleId] : (customRoles.find((role) => role.id === roleId) ?? null);

/** An active member: an administrator neither blocked nor deactivated. */
export const isActiveMember = (m: StaffMemberState): boolean => m.isAdmin && m.isBlocked !== true && m.staffDisabled !== true;

/** An owner (« Propriétaire »): an active member whose role holds STAFF (a legacy record without role does). */
export const isOwner = (m: StaffMemberState): boolean => isActiveMember(m) && memberPermissions(m).includes("STAFF");

const roleField = inputField("roleId");
const userField = inputField("userId");

/**
 * Nothing the actor does not hold themselves (Medusa's role policies let that through once, PR
 * #14320): the refusal names what is missing. Shared by granting a role and making one.
 */
export function checkWithinOwn(
  actorPermissions: readonly Permission[],
  permissions: readonly Permission[],
  field: string[],
  message: (missing: readonly Permission[]) => string,
): UserError[] {
  const missing = missingPermissions(actorPermissions, permissions);
  return missing.length ? [userError(field, message(missing), "MISSING_PERMISSIONS")] : [];
}

/** A known role (built-in, or one of `customRoles`), and nothing the actor does not hold themselves. */
export function checkGrant(actorPermissions: readonly Permission[], roleId: string, customRoles: readonly RoleDefinition[] = []): UserError[] {
  const role = findRole(roleId, customRoles);
  if (!role) return [userError(roleField, staffMessages.unknownRole, "UNKNOWN_ROLE")];
  return checkWithinOwn(actorPermissions, role.permissions, roleField, staffMessages.cannotGrant);
}

/** Would the team still have an owner once `target` is changed into `after`? */
const leavesAnOwner = (owners: readonly StaffMemberState[], target: StaffMemberState, after: StaffMemberState) =>
  !isOwner(target) || isOwner(after) || owners.some((o) => o.uid !== target.uid && isOwner(o));

export function checkRoleChange(args: {
  actorUid: string;
  actorPermissions: readonly Permission[];
  target: StaffMemberState | null;
  roleId: string;
  /** Every administrator, read in the change's transaction. */
  members: readonly StaffMemberState[];
  /** The custom role `roleId` names, when it is one (read in the same transaction). */
  customRoles?: readonly RoleDefinition[];
}): UserError[] {
  const { target, roleId } = args;
  if (!target || !target.isAdmin) return [userError(userField, staffMessages.notMember, "NOT_FOUND")];
  if (target.uid === args.actorUid) return [userError(userField, staffMessages.ownRole, "OWN_ROLE")];
  const grant = checkGrant(args.actorPermissions, roleId, args.customRoles);
  if (grant.length) return grant;
  if (target.staffRole === roleId) return [userError(roleField, staffMessages.unchangedRole, "UNCHANGED")];
  const permissions = findRole(roleId, args.customRoles)?.permissions ?? [];
  if (!leavesAnOwner(args.members, target, { ...target, staffRole: roleId, staffPermissions: permissions })) {
    return [userError(roleField, staffMessages.lastOwnerRole, "LAST_OWNER")];
  }
  return [];
}

export function checkDeactivation(args: { actorUid: string; target: StaffMemberState | null; members: readonly StaffMemberState[] }): UserError[] {
  const { target } = args;
  if (!target || !target.isAdmin) return [userError(userField, staffMessages.notMember, "NOT_FOUND")];
  if (target.uid === args.actorUid) return [userError(userField, staffMessages.ownAccount, "OWN_ACCOUNT")];
  if (target.staffDisabled === true) return [userError(userField, staffMessages.alreadyDisabled, "UNCHANGED")];
  if (!leavesAnOwner(args.members, target, { ...target, staffDisabled: true })) {
    return [userError(userField, staffMessages.lastOwnerDisable, "LAST_OWNER")];
  }
  return [];
}

export function checkReactivation(target: StaffMemberState | null): UserError[] {
  if (!target || !target.isAdmin) return [userError(userField, staffMessages.notMember, "NOT_FOUND")];
  if (target.staffDisabled !== true) return [userError(userField, staffMessages.notDisabled, "UNCHANGED")];
  return [];
}

export interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
}

/** A plausible address: something@domain.tld, no spaces (the Auth service checks the rest). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invitation's fields, trimmed (e-mail lower-cased), or their errors; `customRoles`: the shop's, when the role may be one. */
export function checkInvite(
  input: InviteValues,
  actorPermissions: readonly Permission[],
  customRoles: readonly RoleDefinition[] = [],
): { values: InviteValues; errors: UserError[] } {
  const email = input.email.trim().toLowerCase();
  const emailErrors = !email
    ? [userError(inputField("email"), messages.required("L’adresse e-mail"), "REQUIRED")]
    : email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)
      ? [userError(inputField("email"), staffMessages.invalidEmail, "INVALID")]
      : [];
  const firstName = requiredText(input.firstName, inputField("firstName"), "Le prénom", MAX_NAME_LENGTH);
  const lastName = requiredText(input.lastName, inputField("lastName"), "Le nom", MAX_NAME_LENGTH);
  return {
    values: { email, firstName: firstName.value, lastName: lastName.value, roleId: input.roleId },
    errors: [...emailErrors, ...firstName.errors, ...lastName.errors, ...checkGrant(actorPermissions, input.roleId, customRoles)],
  };
}
