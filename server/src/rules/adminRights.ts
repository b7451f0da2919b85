import type { UserError } from "./userErrors";

/**
 * Who may change whose administrator rights. The console must always keep an administrator,
 * and nobody changes their own rights (a slip would lock them out, or let them grant
 * themselves what another administrator removed).
 */
export const adminRightsMessages = {
  own: "Vous ne pouvez pas modifier vos propres droits administrateur : demandez à un autre administrateur.",
  lastAdmin: "Impossible de retirer les droits du dernier administrateur : nommez d'abord un autre administrateur.",
  ownBlock: "Vous ne pouvez pas bloquer votre propre compte.",
  unchanged: "Aucun changement : l'utilisateur est déjà dans cet état.",
} as const;

const error = (message: string, code: string): UserError => ({ field: ["input", "userId"], message, code });

export function checkAdminChange(args: {
  actorUid: string;
  targetUid: string;
  targetIsAdmin: boolean;
  grant: boolean;
  /** uids of every administrator, read in the same transaction as the change. */
  adminUids: readonly string[];
}): UserError[] {
  if (args.actorUid === args.targetUid) return [error(adminRightsMessages.own, "OWN_ADMIN_RIGHTS")];
  if (args.targetIsAdmin === args.grant) return [error(adminRightsMessages.unchanged, "UNCHANGED")];
  if (!args.grant && args.adminUids.filter((uid) => uid !== args.targetUid).length === 0) {
    return [error(adminRightsMessages.lastAdmin, "LAST_ADMIN")];
  }
  return [];
}

export function checkBlockChange(args: { actorUid: string; targetUid: string; isBlocked: boolean; block: boolean }): UserError[] {
  if (args.block && args.actorUid === args.targetUid) return [error(adminRightsMessages.ownBlock, "OWN_ACCOUNT")];
  if (args.isBlocked === args.block) return [error(adminRightsMessages.unchanged, "UNCHANGED")];
  return [];
}
