import type { UserError } from "@atelier/domain/userErrors";

/**
 * Who may change whose administrator rights. The console must always keep an owner (an
 * administrator whose role holds STAFF: who can manage the team), and nobody changes their own rights (a slip would lock them out, or let them grant
 * themselves what another administrator removed).
 */
export const adminRightsMessages = {
  own: "Vous ne pouvez pas modifier vos propres droits administrateur : demandez à un autre administrateur.",
  lastAdmin: "Impossible de retirer les droits du dernier propriétaire : nommez d'abord un autre propriétaire.",
  ownBlock: "Vous ne pouvez pas bloquer votre propre compte.",
  lastAdminBlock: "Impossible de bloquer le dernier propriétaire non bloqué : nommez ou débloquez d'abord un autre propriétaire.",
  unchanged: "Aucun changement : l'utilisateur est déjà dans cet état.",
} as const;

/**
 * Who has the back-office: a record whose isAdmin is exactly true and that is not blocked. A
 * blocked administrator is refused like a non-administrator on every path (GraphQL, /export,
 * /storage) at their next request, since every request reads the record afresh.
 */
export function hasAdminAccess(user: { isAdmin?: unknown; isBlocked?: unknown } | null | undefined): boolean {
  return user?.isAdmin === true && user.isBlocked !== true;
}

const error = (message: string, code: string): UserError => ({ field: ["input", "userId"], message, code });

export function checkAdminChange(args: {
  actorUid: string;
  targetUid: string;
  targetIsAdmin: boolean;
  grant: boolean;
  /**
   * uids of the owners with access (administrators, not blocked, whose role holds STAFF), read in
   * the same transaction as the change: the console must always keep someone who can manage the team.
   */
  adminUids: readonly string[];
}): UserError[] {
  if (args.actorUid === args.targetUid) return [error(adminRightsMessages.own, "OWN_ADMIN_RIGHTS")];
  if (args.targetIsAdmin === args.grant) return [error(adminRightsMessages.unchanged, "UNCHANGED")];
  if (!args.grant && args.adminUids.includes(args.targetUid) && args.adminUids.every((uid) => uid === args.targetUid)) {
    return [error(adminRightsMessages.lastAdmin, "LAST_ADMIN")];
  }
  return [];
}

/**
 * Blocking, like revoking rights, must leave the back-office someone who can manage the team:
 * never one's own account, never the last owner who is not blocked (issue 33: other members
 * without STAFF could not unblock anyone). `activeOwnerUids` (owners not blocked) is read in the
 * same transaction as the change, so two owners blocking each other at once cannot both succeed.
 */
export function checkBlockChange(args: {
  actorUid: string;
  targetUid: string;
  isBlocked: boolean;
  block: boolean;
  activeOwnerUids: readonly string[];
}): UserError[] {
  if (args.block && args.actorUid === args.targetUid) return [error(adminRightsMessages.ownBlock, "OWN_ACCOUNT")];
  if (args.isBlocked === args.block) return [error(adminRightsMessages.unchanged, "UNCHANGED")];
  if (args.block && args.activeOwnerUids.includes(args.targetUid) && args.activeOwnerUids.every((uid) => uid === args.targetUid)) {
    return [error(adminRightsMessages.lastAdminBlock, "LAST_ADMIN")];
  }
  return [];
}
