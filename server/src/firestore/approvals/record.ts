/**
 * approvalRequests/{id}: a write held for a second member's approval (docs/approvals.md). Written
 * by the API only (audited writes); firestore.rules refuse every client.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import {
  APPROVAL_KINDS,
  APPROVAL_PERMISSIONS,
  approvalState,
  type ApprovalKind,
  type ApprovalState,
  type StoredApprovalStatus,
} from "@atelier/domain/approvals/approvals";
import type { Permission } from "@atelier/domain/staff/permissions";
import { int, isoDate, oneOf, str } from "../convert";

export const APPROVAL_REQUESTS = "approvalRequests";

/** Why the last approval attempt was refused by the write's own rules (the request stayed pending). */
export interface ApprovalRefusal {
  messages: string[];
  at: string | null;
  by: string | null;
}

export interface ApprovalRequestRecord {
  id: string;
  kind: ApprovalKind;
  /** The permission the write requires: what an approver must hold. */
  permission: Permission;
  status: StoredApprovalStatus;
  /** The held write's input, as the mutation received it (checked), run again on approval. */
  payload: Record<string, unknown>;
  /** What the write would do, in French, as the queue and the mail say it. */
  summary: string;
  /** The requester's reason, when the write carries one. */
  reason: string | null;
  /** A refund's amount, in cents; null for other kinds. */
  amountCents: number | null;
  /** A credit grant's credits; null for other kinds. */
  credits: number | null;
  targetType: string;
  targetId: string;
  requestedBy: string;
  createdAt: string;
  expiresAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionComment: string | null;
  lastRefusal: ApprovalRefusal | null;
}

const STATUSES: readonly StoredApprovalStatus[] = ["pending", "approved", "rejected"];

export function approvalFromSnapshot(snap: DocumentSnapshot): ApprovalRequestRecord {
  const d = snap.data() ?? {};
  const kind = oneOf(APPROVAL_KINDS, d.kind, "REFUND");
  const refusal = d.lastRefusal && typeof d.lastRefusal === "object" ? (d.lastRefusal as Record<string, unknown>) : null;
  return {
    id: snap.id,
    kind,
    permission: APPROVAL_PERMISSIONS[kind],
    status: oneOf(STATUSES, d.status, "pending"),
    payload: d.payload && typeof d.payload === "object" ? (d.payload as Record<string, unknown>) : {},
    summary: str(d.summary) ?? "",
    reason: str(d.reason),
    amountCents: typeof d.amountCents === "number" ? int(d.amountCents) : null,
    credits: typeof d.credits === "number" ? int(d.credits) : null,
    targetType: str(d.targetType) ?? "",
    targetId: str(d.targetId) ?? "",
    requestedBy: str(d.requestedBy) ?? "",
    createdAt: isoDate(d.createdAt) ?? new Date(0).toISOString(),
    expiresAt: isoDate(d.expiresAt) ?? new Date(0).toISOString(),
    decidedBy: str(d.decidedBy),
    decidedAt: isoDate(d.decidedAt),
    decisionComment: str(d.decisionComment),
    lastRefusal: refusal
      ? {
          messages: Array.isArray(refusal.messages) ? refusal.messages.filter((m): m is string => typeof m === "string") : [],
          at: isoDate(refusal.at),
          by: str(refusal.by),
        }
      : null,
  };
}

/** The request's state at `now` (« Expirée » is computed on read: no scheduler). */
export const stateOf = (request: Pick<ApprovalRequestRecord, "status" | "expiresAt">, now: Date = new Date()): ApprovalState =>
  approvalState(request.status, new Date(request.expiresAt), now);
