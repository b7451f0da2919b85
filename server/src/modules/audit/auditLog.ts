/** The audit log (docs/audit-log.md): the entries every admin write appends, read newest first. */
import type { AuditLogFilter, Resolvers } from "../../generated/graphql";
import { badUserInput } from "../../errors";
import type { AuditLogCriteria } from "../../firestore/auditLog";
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_TYPES, auditActionLabel, auditTargetPath, auditTargetTypeLabel } from "../../rules/auditActions";
import { auditChangesShown, auditTargetLabel } from "./auditNames";
import { dayRangeInstants } from "../../schema/dayRange";
import { connection, sharedConnection, totalCountResolver } from "../../schema/connection";

const MAX_FILTER_LENGTH = 1500;

/** AuditLogFilter → the repository's criteria: the Paris days become the instants that bound them. */
export function auditLogCriteria(filter: AuditLogFilter | null | undefined): AuditLogCriteria {
  const text = (value: string | null | undefined, field: string) => {
    const trimmed = value?.trim() || null;
    if (trimmed && trimmed.length > MAX_FILTER_LENGTH) throw badUserInput(`Le filtre « ${field} » est trop long.`, field);
    return trimmed;
  };
  const targetType = text(filter?.targetType, "targetType");
  const targetId = text(filter?.targetId, "targetId");
  if (targetId && !targetType) throw badUserInput("Le filtre « targetId » demande aussi « targetType ».", "targetId");
  const { from, to } = dayRangeInstants(filter?.period);
  return {
    actorUid: text(filter?.actorUid, "actorUid"),
    action: text(filter?.action, "action"),
    targetType,
    targetId,
    from,
    to,
  };
}

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

export const auditLogResolvers: Resolvers = {
  Query: {
    auditLog: (_, args, ctx) => {
      const criteria = auditLogCriteria(args.filter);
      return sharedConnection(ctx, "Query.auditLog", null, args, () =>
        connection(ctx.repos.auditLog.page({ first: args.first, after: args.after }, criteria), () => ctx.repos.auditLog.count(criteria)),
      );
    },
    auditActions: () => ACTION_OPTIONS,
    auditTargetTypes: () => AUDIT_TARGET_TYPES,
  },
  AuditEntryConnection: totalCountResolver,
  AuditEntry: {
    actor: (entry, _, ctx) => (entry.actorUid ? ctx.loaders.user.load(entry.actorUid) : null),
    actionLabel: (entry) => auditActionLabel(entry.action),
    targetTypeLabel: (entry) => auditTargetTypeLabel(entry.targetType),
    targetPath: (entry) => auditTargetPath(entry.action, entry.targetType, entry.targetId),
    targetLabel: (entry, _, ctx) => auditTargetLabel(entry, ctx.loaders),
    changes: (entry) => auditChangesShown(entry),
  },
};
