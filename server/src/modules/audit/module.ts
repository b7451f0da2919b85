/** The audit log: its entries, their actors, targets and changes, and the filter's options (docs/audit-log.md). */
import { connectionCosts, ONE, page } from "../../limits/costModel";
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_TYPES } from "../../rules/auditActions";
import { auditLogRepository } from "../../firestore/auditLog";
import { defineModule } from "../serverModule";
import { auditLogResolvers } from "./auditLog";
import { wrappers } from "../../auth/fieldAccess";

declare module "../../firestore" {
  interface Repositories {
    auditLog: ReturnType<typeof auditLogRepository>;
  }
}

export default defineModule({
  repositories: { auditLog: auditLogRepository },
  resolvers: [auditLogResolvers],
  access: {
    "Query.auditLog": "STAFF",
    "Query.auditActions": "STAFF",
    "Query.auditTargetTypes": "STAFF",
    ...wrappers("AuditEntry"),
    AuditEntry: "STAFF",
    AuditChange: "STAFF",
    AuditFilterOption: "STAFF",
  },
  costs: {
    // One query of a page; the actor through the users' loader; the changes are computed from
    // the entry, the filter's options from the label tables.
    "Query.auditLog": { reads: page },
    ...connectionCosts("AuditEntryConnection", "auditLog"),
    "AuditEntry.actor": ONE,
    // The target's name (modules/audit/auditNames.ts): a user or a catalogue record, through their loaders.
    "AuditEntry.targetLabel": ONE,
    "AuditEntry.changes": {},
    "Query.auditActions": { items: Object.keys(AUDIT_ACTION_LABELS).length },
    "Query.auditTargetTypes": { items: AUDIT_TARGET_TYPES.length },
  },
});
