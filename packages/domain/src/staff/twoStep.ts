/**
 * Two-step sign-in (docs/roles.md, « Validation en deux étapes »). The owner requires it per
 * role; the requirement is copied on each member's record (`twoStepRequired`) so that the check,
 * made on EVERY request from the verified ID token, reads nothing more than the caller's record.
 *
 * The second factor is Firebase Authentication's multi-factor sign-in: a token minted after it
 * carries `firebase.sign_in_second_factor` ("phone" for SMS, "totp" for an authenticator app).
 * A token from a password alone — or one minted before the member enrolled — does not.
 */
import { BUILT_IN_ROLES, isBuiltInRole, NO_ROLE } from "./permissions";
import { inputField, at, userError, type UserError } from "../userErrors";

/** The factors a token may name; SMS is what the Auth emulator can emulate, TOTP what production uses (docs/decisions.md). */
export const SECOND_FACTORS = ["phone", "totp"] as const;

export const twoStepMessages = {
  required:
    "Validation en deux étapes requise\u00a0: votre rôle l’exige. Reconnectez-vous avec votre second facteur, ou activez-le depuis « Mon compte » si ce n’est pas encore fait.",
  unknownRole: (role: string) => `Rôle inconnu\u00a0: «\u00a0${role}\u00a0».`,
  noRole: "« Aucun rôle » n’ouvre aucun écran\u00a0: la validation en deux étapes ne s’y applique pas.",
  duplicateRole: "Ce rôle figure déjà dans la liste.",
  ownReset: "Vous ne pouvez pas réinitialiser votre propre validation en deux étapes\u00a0: demandez-le à un autre propriétaire.",
  notEnrolled: "Ce membre n’a pas de second facteur à réinitialiser.",
} as const;

/** The second factor a verified ID token was minted with, or null (a password or Google alone). */
export function secondFactorOf(token: { firebase?: { sign_in_second_factor?: unknown } } | null | undefined): string | null {
  const factor = token?.firebase?.sign_in_second_factor;
  return typeof factor === "string" && factor !== "" ? factor : null;
}

/** Whether a request with this token may go on, given the caller's record. */
export function twoStepSatisfied(record: { twoStepRequired?: unknown } | null | undefined, token: Parameters<typeof secondFactorOf>[0]): boolean {
  return record?.twoStepRequired !== true || secondFactorOf(token) !== null;
}

/**
 * The roles the owner requires two-step sign-in for, checked: built-in roles by id, custom roles
 * by their stored ids (`knownCustomRoles`), each once; NONE is refused (it opens nothing).
 */
export function checkTwoStepRoles(roleIds: readonly string[], knownCustomRoles: readonly string[]): { value: string[]; errors: UserError[] } {
  const errors: UserError[] = [];
  const seen = new Set<string>();
  roleIds.forEach((role, i) => {
    const field = at(inputField(), "roleIds", i);
    if (role === NO_ROLE) errors.push(userError(field, twoStepMessages.noRole, "NO_ROLE"));
    else if (!isBuiltInRole(role) && !knownCustomRoles.includes(role)) errors.push(userError(field, twoStepMessages.unknownRole(role), "NOT_FOUND"));
    else if (seen.has(role)) errors.push(userError(field, twoStepMessages.duplicateRole, "DUPLICATE"));
    seen.add(role);
  });
  // Built-in roles first, in the table's order, then custom ones as given: one stored form.
  const value = [...BUILT_IN_ROLES.filter((role) => seen.has(role)), ...[...seen].filter((role) => !isBuiltInRole(role))];
  return { value, errors };
}
