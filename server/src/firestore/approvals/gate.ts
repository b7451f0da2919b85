/**
 * The seam between a held write and four-eyes approval (docs/approvals.md). Each write that may
 * be held (a refund, a credit grant, administrator rights, a role, an invitation, the VAT and the
 * seller's identity) takes an optional gate and calls `gate.pass(w, facts)` inside its own
 * transaction, once its rules have accepted the change and it has read all it reads, before its
 * first write:
 *
 * - a **threshold gate** (the mutation) reads the owner's thresholds (settings/app `approvals`)
 *   in that transaction; when one applies, it keeps the facts and ends the write with no error:
 *   nothing is written, and the resolver records the request instead (approvals/index.ts). The
 *   request is thus only recorded for a change its rules accepted on the records as they were.
 * - an **approval gate** (approving a request) reads the request in the same transaction and
 *   marks it approved, with its audit entry: the write and the approval commit together or not
 *   at all, so concurrent approvals run the write exactly once (the loser's retried transaction
 *   finds it approved) and nothing can stay half done.
 */
import { checkDecider, needsApproval, thresholdsFromData, type HeldFacts } from "@atelier/domain/approvals/approvals";
import type { Permission } from "@atelier/domain/staff/permissions";
import type { Firestore } from "firebase-admin/firestore";
import type { WriteScope } from "../auditedWrite";
import { settingsRef } from "../settings/record";
import { APPROVAL_REQUESTS, approvalFromSnapshot, stateOf } from "./record";

export interface ApprovalGate {
  /** "hold": the mutation, held when a threshold applies; "approve": the write of an approved request. */
  readonly mode: "hold" | "approve";
  /** In the write's transaction, after its last read and before its first write. */
  pass(w: WriteScope, facts: HeldFacts): Promise<void>;
}

export interface ThresholdGate extends ApprovalGate {
  /** What the write would have done, when a threshold held it; null when it went through. */
  readonly held: HeldFacts | null;
}

/** The mutation's gate: reads the thresholds in the write's transaction (1 read). */
export function thresholdGate(firestore: Firestore): ThresholdGate {
  let held: HeldFacts | null = null;
  return {
    mode: "hold",
    get held() {
      return held;
    },
    async pass(w, facts) {
      held = null;
      const thresholds = thresholdsFromData((await w.get(settingsRef(firestore))).get("approvals"));
      if (!needsApproval(facts, thresholds)) return;
      held = facts;
      w.refuse([]);
    },
  };
}

/** The gate of an approval: the request, still pending and decidable by this member, becomes approved with the write. */
export function approvalGate(firestore: Firestore, requestId: string, deciderPermissions: readonly Permission[], comment: string | null): ApprovalGate {
  const ref = firestore.collection(APPROVAL_REQUESTS).doc(requestId);
  return {
    mode: "approve",
    async pass(w) {
      const request = approvalFromSnapshot(await w.get(ref));
      const errors = checkDecider({
        request: { requestedBy: request.requestedBy, permission: request.permission, state: stateOf(request, w.now.toDate()) },
        deciderUid: w.actorUid,
        deciderPermissions,
      });
      if (errors.length) return w.refuse(errors);
      w.tx.update(ref, { status: "approved", decided: true, decidedBy: w.actorUid, decidedAt: w.now, decisionComment: comment, lastRefusal: null });
      w.audit({
        action: "approvalRequest.approve",
        targetType: "approvalRequest",
        targetId: requestId,
        before: { status: "pending" },
        after: { status: "approved", kind: request.kind, summary: request.summary, requestedBy: request.requestedBy, comment },
      });
    },
  };
}
