/**
 * /settings/audit's state in the URL: ?actor=uid&action=user.adjustCredits&targetType=user&targetId=uid&from=2026-03-01&to=2026-03-31
 * (the days are Paris calendar days, as the API takes them). Also the link « Voir tout » of an
 * entity's history.
 */
import type { AuditLogFilter } from "../../gql/graphql";
import { auditLogPath } from "../../app/paths";
import { dayRangeParam } from "../../ui/list/dayRange";

export const AUDIT_LOG_DEFAULTS = { actor: "", action: "", targetType: "", targetId: "", from: "", to: "" };
export type AuditLogParams = typeof AUDIT_LOG_DEFAULTS;

/** The query of EntityHistory: a change made beside it refetches it by this name. */
export const ENTITY_HISTORY = "EntityHistory";

export function auditFilter(params: AuditLogParams): AuditLogFilter {
  const targetType = params.targetType || null;
  return {
    actorUid: params.actor || null,
    action: params.action || null,
    targetType,
    // The API takes a record's id only with its type.
    targetId: targetType ? params.targetId || null : null,
    period: dayRangeParam(params.from, params.to),
  };
}

/** The whole log of one record: where « Voir tout » leads. */
export const entityLogPath = (targetType: string, targetId: string) => auditLogPath({ targetType, targetId });
