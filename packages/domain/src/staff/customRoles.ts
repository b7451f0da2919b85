/**
 * Custom roles (docs/roles.md, « Rôles personnalisés »): a shop's own roles, made of permissions
 * and stored in `staffRoles/{id}`. Pure, so the console's « Nouveau rôle » dialog shows the same
 * French refusals the server answers.
 *
 * A role is named once (2 to 40 characters, unique whatever the case among the built-in roles and
 * the shop's), holds at least one known permission, each once, and nothing the person making it
 * does not hold themselves (the rule of granting a role, staffRules.ts). Built-in roles are
 * neither edited nor deleted; a role still held by members is not deleted.
 */
import { inputField, messages, userError, type UserError } from "../userErrors";
import {
  BUILT_IN_ROLE_DEFINITIONS,
  isBuiltInRole,
  isPermission,
  NO_ROLE,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Permission,
  type RoleDefinition,
} from "./permissions";
import { checkWithinOwn, isOwner, type StaffMemberState } from "./staffRules";

export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 40;
/** How many custom roles a shop may have: the team screen and the two-step settings read them all at once. */
export const MAX_CUSTOM_ROLES = 20;

export interface CustomRoleInput {
  name: string;
  permissions: readonly string[];
}

export const customRoleMessages = {
  nameLength: `Le nom du rôle doit compter entre ${ROLE_NAME_MIN} et ${ROLE_NAME_MAX} caractères.`,
  nameTaken: (name: string) => `Un rôle s’appelle déjà «\u00a0${name}\u00a0»\u00a0: choisissez un autre nom.`,
  noPermission: "Cochez au moins une permission.",
  unknownPermission: (value: string) => `Permission inconnue\u00a0: «\u00a0${value}\u00a0».`,
  duplicatePermission: (permission: Permission) => `La permission «\u00a0${PERMISSION_LABELS[permission]}\u00a0» figure deux fois.`,
  cannotInclude: (missing: readonly Permission[]) =>
    `Vous ne pouvez pas donner à un rôle ce que votre rôle ne permet pas\u00a0: ${missing.map((p) => PERMISSION_LABELS[p]).join(", ")}`,
  cannotEdit: (missing: readonly Permission[]) =>
    `Vous ne pouvez pas modifier un rôle qui permet ce que votre rôle ne permet pas\u00a0: ${missing.map((p) => PERMISSION_LABELS[p]).join(", ")}`,
  builtIn: (name: string) => `«\u00a0${name}\u00a0» est un rôle intégré\u00a0: il ne peut être ni modifié ni supprimé.`,
  noRole: "« Aucun rôle » n’est pas un rôle que l’on modifie.",
  notFound: messages.notFound("Rôle"),
  tooMany: `Une boutique a au plus ${MAX_CUSTOM_ROLES} rôles personnalisés\u00a0: supprimez-en un d’abord.`,
  lastOwner: "Impossible de retirer «\u00a0Équipe et droits\u00a0» à ce rôle\u00a0: c’est celui du dernier propriétaire. Nommez d’abord un autre propriétaire.",
  unchanged: "Aucun changement\u00a0: le rôle a déjà ce nom et ces permissions.",
  /** « Préparation du soir est attribué à 2 membres : changez d’abord leur rôle. » */
  stillHeld: (name: string, count: number) => `«\u00a0${name}\u00a0» est attribué à ${count} membre${count > 1 ? "s" : ""}\u00a0: changez d’abord leur rôle.`,
} as const;

const nameField = inputField("name");
const permissionsField = inputField("permissions");
const idField = inputField("id");

/** Names compare without case, accents kept (« Préparation » and « préparation » are one name), inner spaces collapsed. */
export const roleNameKey = (name: string): string => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("fr");

/**
 * The role's name and permissions, checked: `otherRoles` are the shop's custom roles but the one
 * edited. The permissions come back in the table's order, the name trimmed.
 */
export function checkCustomRole(
  input: CustomRoleInput,
  context: { actorPermissions: readonly Permission[]; otherRoles: readonly RoleDefinition[] },
): { value: { name: string; permissions: Permission[] }; errors: UserError[] } {
  const name = input.name.trim().replace(/\s+/g, " ");
  const errors: UserError[] = [];
  if ([...name].length < ROLE_NAME_MIN || [...name].length > ROLE_NAME_MAX) errors.push(userError(nameField, customRoleMessages.nameLength, "LENGTH"));
  else {
    const taken = [...Object.values(BUILT_IN_ROLE_DEFINITIONS), ...context.otherRoles].find((role) => roleNameKey(role.name) === roleNameKey(name));
    if (taken) errors.push(userError(nameField, customRoleMessages.nameTaken(taken.name), "NAME_TAKEN"));
  }
  const seen = new Set<Permission>();
  input.permissions.forEach((value, i) => {
    const field = inputField("permissions", i);
    if (!isPermission(value)) errors.push(userError(field, customRoleMessages.unknownPermission(value), "UNKNOWN_PERMISSION"));
    else if (seen.has(value)) errors.push(userError(field, customRoleMessages.duplicatePermission(value), "DUPLICATE"));
    else seen.add(value);
  });
  if (input.permissions.length === 0) errors.push(userError(permissionsField, customRoleMessages.noPermission, "REQUIRED"));
  const permissions = PERMISSIONS.filter((p) => seen.has(p));
  errors.push(...checkWithinOwn(context.actorPermissions, permissions, permissionsField, customRoleMessages.cannotInclude));
  return { value: { name, permissions }, errors };
}

/** A role that may be edited or deleted: not built-in, not « Aucun rôle », and stored (`stored` is null when absent). */
export function checkEditableRole(roleId: string, stored: RoleDefinition | null): UserError[] {
  if (isBuiltInRole(roleId)) return [userError(idField, customRoleMessages.builtIn(BUILT_IN_ROLE_DEFINITIONS[roleId].name), "BUILT_IN")];
  if (roleId === NO_ROLE) return [userError(idField, customRoleMessages.noRole, "BUILT_IN")];
  return stored ? [] : [userError(idField, customRoleMessages.notFound, "NOT_FOUND")];
}

/** Editing a role is changing the rights of everyone holding it: never one wider than the editor's own. */
export const checkEditableBy = (actorPermissions: readonly Permission[], stored: RoleDefinition): UserError[] =>
  checkWithinOwn(actorPermissions, stored.permissions, idField, customRoleMessages.cannotEdit);

/** A new role, unless the shop already has MAX_CUSTOM_ROLES. */
export const checkRoleCount = (existing: number): UserError[] =>
  existing >= MAX_CUSTOM_ROLES ? [userError(nameField, customRoleMessages.tooMany, "TOO_MANY")] : [];

/** An edit that changes something (a save without change writes nothing and says so). */
export function checkRoleChanged(stored: RoleDefinition, next: { name: string; permissions: readonly Permission[] }): UserError[] {
  const same =
    stored.name === next.name && stored.permissions.length === next.permissions.length && stored.permissions.every((p) => next.permissions.includes(p));
  return same ? [userError(nameField, customRoleMessages.unchanged, "UNCHANGED")] : [];
}

/**
 * The team keeps an owner (staffRules.ts) when the role's permissions change: every member
 * holding it is judged with the new ones (`members`: every administrator, read in the same transaction).
 */
export function checkOwnersKept(members: readonly StaffMemberState[], roleId: string, permissions: readonly Permission[]): UserError[] {
  const after = members.map((m) => (m.staffRole === roleId ? { ...m, staffPermissions: permissions } : m));
  return members.some(isOwner) && !after.some(isOwner) ? [userError(permissionsField, customRoleMessages.lastOwner, "LAST_OWNER")] : [];
}

/** Deleting: an editable role that no member holds any more (`holders`: the members whose `staffRole` is its id). */
export function checkRoleDeletion(roleId: string, stored: RoleDefinition | null, holders: number): UserError[] {
  const editable = checkEditableRole(roleId, stored);
  if (editable.length) return editable;
  return holders > 0 ? [userError(idField, customRoleMessages.stillHeld(stored!.name, holders), "IN_USE")] : [];
}

/** A stored role document's fields, read defensively (unknown permissions dropped, the table's order). */
export function roleFromData(id: string, data: { name?: unknown; permissions?: unknown } | undefined): RoleDefinition {
  const stored = Array.isArray(data?.permissions) ? data.permissions.filter(isPermission) : [];
  return { id, name: typeof data?.name === "string" ? data.name : "Rôle personnalisé", permissions: PERMISSIONS.filter((p) => stored.includes(p)) };
}
