/**
 * Four-eyes approval (docs/approvals.md, issue 35): the owner's thresholds, which write they
 * hold, how long a request waits, and who may decide it. Pure: the server decides with these
 * inside its transactions, the console shows the same labels and validates the same thresholds.
 *
 * A held write is not written: it is recorded as a request « En attente d'approbation » with its
 * payload, and another member holding the permission the write itself requires approves it (the
 * write then runs, re-checked against the records as they are then) or rejects it. The requester
 * never decides their own request. A request left undecided expires after 7 days.
 */
import { PERMISSION_LABELS, type Permission } from "../staff/permissions";
import { frenchEuros, MAX_CENTS } from "../money";
import { inputField, messages, optionalText, outOfRange, requiredText, userError, type UserError } from "../userErrors";

/** What a held write is. */
export const APPROVAL_KINDS = ["REFUND", "CREDIT_GRANT", "ADMIN_RIGHTS", "STAFF_ROLE", "STAFF_INVITE", "VAT_IDENTITY"] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  REFUND: "Remboursement",
  CREDIT_GRANT: "Crédits accordés",
  ADMIN_RIGHTS: "Droits administrateur",
  STAFF_ROLE: "Rôle d’un membre",
  STAFF_INVITE: "Invitation d’un membre",
  VAT_IDENTITY: "TVA et identité légale",
};

/** The permission the original write requires: what an approver must hold too. */
export const APPROVAL_PERMISSIONS: Record<ApprovalKind, Permission> = {
  REFUND: "REFUNDS",
  CREDIT_GRANT: "CREDITS",
  ADMIN_RIGHTS: "STAFF",
  STAFF_ROLE: "STAFF",
  STAFF_INVITE: "STAFF",
  VAT_IDENTITY: "SETTINGS",
};

/** Every permission that approves some kind, in the permissions' order (who may open the queue). */
export const APPROVER_PERMISSIONS: readonly Permission[] = ["REFUNDS", "CREDITS", "SETTINGS", "STAFF"];

/** The owner's thresholds (settings/app `approvals`). Empty (null, false): no approval needed. */
export interface ApprovalThresholds {
  /** A refund of more than this, in cents VAT included, waits for approval; null: none waits. */
  refundAboveCents: number | null;
  /** A credit grant adding more than this many credits waits; null: none waits. */
  creditGrantAbove: number | null;
  /** Every grant or revocation of administrator rights, role change and invitation waits. */
  rightsChanges: boolean;
  /** Every change of the VAT rate or of the seller's legal identity waits. */
  vatAndIdentityChanges: boolean;
}

export const NO_APPROVAL_THRESHOLDS: ApprovalThresholds = {
  refundAboveCents: null,
  creditGrantAbove: null,
  rightsChanges: false,
  vatAndIdentityChanges: false,
};

/** The most credits a threshold may name (a grant is bounded far below). */
export const MAX_CREDIT_THRESHOLD = 1_000_000;

/** What the held write would do, as the threshold reads it. */
export type HeldFacts =
  | { kind: "REFUND"; amountCents: number }
  | { kind: "CREDIT_GRANT"; credits: number }
  | { kind: "ADMIN_RIGHTS" | "STAFF_ROLE" | "STAFF_INVITE" | "VAT_IDENTITY" };

/** Whether the write must wait for another member's approval. Only grants (credits added) count. */
export function needsApproval(facts: HeldFacts, thresholds: ApprovalThresholds): boolean {
  switch (facts.kind) {
    case "REFUND":
      return thresholds.refundAboveCents !== null && facts.amountCents > thresholds.refundAboveCents;
    case "CREDIT_GRANT":
      return thresholds.creditGrantAbove !== null && facts.credits > 0 && facts.credits > thresholds.creditGrantAbove;
    case "VAT_IDENTITY":
      return thresholds.vatAndIdentityChanges;
    default:
      return thresholds.rightsChanges;
  }
}

/** settings/app's `approvals` map as stored (anything unreadable is « no approval »). */
export function thresholdsFromData(data: unknown): ApprovalThresholds {
  const d = (data ?? {}) as Record<string, unknown>;
  const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null);
  return {
    refundAboveCents: count(d.refundAboveCents),
    creditGrantAbove: count(d.creditGrantAbove),
    rightsChanges: d.rightsChanges === true,
    vatAndIdentityChanges: d.vatAndIdentityChanges === true,
  };
}

/** The thresholds' labels, the form's and the errors'. */
export const THRESHOLD_LABELS = {
  refundAboveCents: "Le seuil des remboursements",
  creditGrantAbove: "Le seuil des crédits accordés",
} as const;

/** The owner's input, checked: whole, non-negative, bounded; null stays « no threshold ». */
export function checkApprovalThresholds(input: ApprovalThresholds): { value: ApprovalThresholds; errors: UserError[] } {
  const errors: UserError[] = [];
  const bounded = (key: keyof typeof THRESHOLD_LABELS, max: number, maxText: number | string) => {
    const value = input[key];
    if (value === null) return;
    if (!Number.isInteger(value)) errors.push(userError(inputField(key), messages.notWhole, "NOT_WHOLE"));
    else if (value < 0 || value > max) errors.push(outOfRange(inputField(key), THRESHOLD_LABELS[key], 0, maxText));
  };
  bounded("refundAboveCents", MAX_CENTS, frenchEuros(MAX_CENTS));
  bounded("creditGrantAbove", MAX_CREDIT_THRESHOLD, MAX_CREDIT_THRESHOLD);
  return { value: { ...input }, errors };
}

/** How long a request waits for a decision. */
export const APPROVAL_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const approvalExpiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + APPROVAL_TTL_DAYS * DAY_MS);

/** As stored: a request is pending until decided; « expired » is computed on read. */
export type StoredApprovalStatus = "pending" | "approved" | "rejected";
export type ApprovalState = "PENDING" | "APPROVED" | "REJECTED" | "EXPIRED";

export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  PENDING: "En attente d'approbation",
  APPROVED: "Approuvée",
  REJECTED: "Rejetée",
  EXPIRED: "Expirée",
};

/** A request's state at `now`: a pending one past its expiry is « Expirée ». */
export function approvalState(status: StoredApprovalStatus, expiresAt: Date, now: Date): ApprovalState {
  if (status === "approved") return "APPROVED";
  if (status === "rejected") return "REJECTED";
  return now.getTime() >= expiresAt.getTime() ? "EXPIRED" : "PENDING";
}

export const approvalMessages = {
  own: "Vous ne pouvez pas décider de votre propre demande : un autre membre doit l’approuver.",
  decided: (state: string) => `Cette demande a déjà été traitée (${state}).`,
  expired: `Cette demande a expiré : elle attendait depuis plus de ${APPROVAL_TTL_DAYS} jours. Refaites-la si elle est toujours utile.`,
  permission: (permission: Permission) => `Votre rôle ne permet pas de décider de cette demande : ${PERMISSION_LABELS[permission]}.`,
  held: "En attente d'approbation",
} as const;

export const MAX_DECISION_COMMENT_LENGTH = 500;

export interface DecisionContext {
  request: { requestedBy: string; permission: Permission; state: ApprovalState };
  deciderUid: string;
  deciderPermissions: readonly Permission[];
}

/**
 * Who may approve or reject: a member other than the requester, holding the permission the write
 * requires, while the request is pending (not decided, not expired).
 */
export function checkDecider({ request, deciderUid, deciderPermissions }: DecisionContext): UserError[] {
  const field = inputField("id");
  if (request.state === "EXPIRED") return [userError(field, approvalMessages.expired, "EXPIRED")];
  if (request.state !== "PENDING") return [userError(field, approvalMessages.decided(APPROVAL_STATE_LABELS[request.state]), "ALREADY_DECIDED")];
  if (request.requestedBy === deciderUid) return [userError(field, approvalMessages.own, "OWN_REQUEST")];
  if (!deciderPermissions.includes(request.permission)) return [userError(field, approvalMessages.permission(request.permission), "PERMISSION")];
  return [];
}

/** Whether the member may decide the request (the console shows « Approuver » / « Rejeter » then). */
export const mayDecide = (context: DecisionContext): boolean => checkDecider(context).length === 0;

/** The decision's comment: optional to approve, required to reject (the requester reads why). */
export function checkDecisionComment(comment: string | null | undefined, decision: "APPROVE" | "REJECT"): { value: string | null; errors: UserError[] } {
  const field = inputField("comment");
  if (decision === "REJECT") return requiredText(comment, field, "Le commentaire", MAX_DECISION_COMMENT_LENGTH);
  return optionalText(comment, field, "Le commentaire", MAX_DECISION_COMMENT_LENGTH);
}
