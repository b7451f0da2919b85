/**
 * The audit entries the back-office would have written for the demo data's administrators'
 * decisions (docs/audit-log.md): each order status change an administrator made, each creation
 * moderation. Same shapes as server/src/firestore/orders/writes.ts and creations/moderation.ts
 * write them, so /settings/audit and the records' histories show them.
 */
import type { AuditEntry } from "../../server/src/firestore/auditLog";
import { applyStatusChange } from "@atelier/domain/orderStatusChange";
import type { CreationDoc } from "./creations";
import type { OrderDoc } from "./orders";

/** An entry as the server appends it (firestore/auditLog.ts), with its id and time. */
export type AuditEntryDoc = AuditEntry & { id: string; at: Date };

/** One `order.changeStatus` per change of the history made by an administrator. */
export function orderAuditEntries(order: Pick<OrderDoc, "id" | "statusHistory">): AuditEntryDoc[] {
  return order.statusHistory.flatMap((change, k) => {
    const from = order.statusHistory[k - 1];
    if (!from || !change.changedBy) return [];
    const result = applyStatusChange(from.to, change.to, change.changedAt.toISOString(), change.changedBy);
    if (!result.ok) throw new Error(`${order.id}: ${result.message}`);
    const { status, ...dates } = result.write;
    return [
      {
        id: `${order.id}-status-${k}`,
        actorUid: change.changedBy,
        action: "order.changeStatus",
        targetType: "order",
        targetId: order.id,
        before: { status: from.to },
        after: { status, ...dates },
        at: change.changedAt,
      },
    ];
  });
}

const UNDECIDED = { isModerated: false, status: null, reason: null, moderatedAt: null, moderatedBy: null };

/** One `creation.moderate` per moderated creation. */
export function creationAuditEntries(creations: readonly CreationDoc[]): AuditEntryDoc[] {
  return creations.flatMap(({ id, moderation }) =>
    moderation.isModerated && moderation.moderatedBy && moderation.moderatedAt
      ? [
          {
            id: `${id}-moderation`,
            actorUid: moderation.moderatedBy,
            action: "creation.moderate" as const,
            targetType: "creation",
            targetId: id,
            before: { moderation: UNDECIDED },
            after: { moderation: { ...moderation, moderatedAt: moderation.moderatedAt.toISOString() } },
            at: moderation.moderatedAt,
          },
        ]
      : [],
  );
}
