import { GraphQLError } from "graphql";
import { permissionRefusal, type Permission } from "@atelier/domain/staff/permissions";
import { PERMISSION_REASON } from "./auth/fieldAccess";

/** The French messages the API sends; the refusal ones are the spec's, word for word. */
export const messages = {
  unauthenticated: "Authentification requise : connectez-vous pour accéder à l’administration.",
  forbidden: "Accès refusé - Droits administrateur requis",
  firstOutOfRange: "Le paramètre « first » doit être un entier compris entre 1 et 100.",
  badCursor: "Le curseur de pagination « after » est invalide.",
  tooDeep: (max: number) => `La requête est trop imbriquée (profondeur maximale : ${max}).`,
  internal: "Erreur interne du serveur. Réessayez plus tard.",
} as const;

export function unauthenticated(): GraphQLError {
  return new GraphQLError(messages.unauthenticated, {
    extensions: { code: "UNAUTHENTICATED", http: { status: 401 } },
  });
}

export function forbidden(): GraphQLError {
  return new GraphQLError(messages.forbidden, {
    extensions: { code: "FORBIDDEN", http: { status: 403 } },
  });
}

/**
 * The caller is an administrator whose role lacks `missing` (docs/roles-fields.md): the whole operation
 * is refused before anything is read. `reason` tells the console it is no lost session.
 */
export function permissionRefused(missing: readonly Permission[]): GraphQLError {
  return new GraphQLError(permissionRefusal(missing), {
    extensions: { code: "FORBIDDEN", reason: PERMISSION_REASON, missingPermissions: [...missing], http: { status: 403 } },
  });
}

/** Bad arguments of a query (mutations report theirs as userErrors instead). */
export function badUserInput(message: string, argumentName: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", argumentName } });
}
