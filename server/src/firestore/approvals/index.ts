/**
 * The approval requests (docs/approvals.md): the queue's pages and counts, and the audited
 * writes that record a held write, reject it, or keep why its approval was refused. Approving is
 * the held write itself, run with an approval gate (gate.ts) that marks the request approved in
 * the write's own transaction.
 */
import { createHash } from "node:crypto";
import type { Firestore, Query } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { APPROVAL_KIND_LABELS, APPROVAL_PERMISSIONS, approvalExpiresAt, checkDecider, type ApprovalKind } from "@atelier/domain/approvals/approvals";
import { memberPermissions, type Permission } from "@atelier/domain/staff/permissions";
import { notFound, inputField, type UserError } from "@atelier/domain/userErrors";
import { hasAdminAccess } from "../../rules/adminRights";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import { CollectionReader, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { mailOutbox } from "../mail/enqueue";
import { USERS } from "../users/record";
import { approvalGate, thresholdGate } from "./gate";
import { APPROVAL_REQUESTS, approvalFromSnapshot, stateOf, type ApprovalRequestRecord } from "./record";

export { APPROVAL_REQUESTS, approvalFromSnapshot, stateOf, type ApprovalRequestRecord } from "./record";
export type { ApprovalGate, ThresholdGate } from "./gate";

/** Which requests a tab lists: waiting, decided (approved or rejected), or left to expire. */
export type ApprovalQueue = "PENDING" | "DECIDED" | "EXPIRED";

/** A held write, as the mutation that was held records it. */
export interface ApprovalDraft {
  kind: ApprovalKind;
  payload: Record<string, unknown>;
  summary: string;
  reason: string | null;
  amountCents?: number | null;
  credits?: number | null;
  targetType: string;
  targetId: string;
  /** The mutation's idempotency key, if any: a retried request records one request, not two. */
  idempotencyKey?: string | null;
}

/** Where the approvers' mail leads (CONSOLE_URL, the local console by default). */
export const approvalsUrl = () => `${(process.env.CONSOLE_URL ?? "http://localhost:5173").replace(/\/$/, "")}/approvals`;

const parisTime = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long", timeStyle: "short" });

const fullName = (d: FirebaseFirestore.DocumentData | undefined, uid: string) =>
  [d?.firstName, d?.lastName].filter((part) => typeof part === "string" && part).join(" ") || (typeof d?.email === "string" ? d.email : uid);

export function approvalsRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, APPROVAL_REQUESTS, approvalFromSnapshot, meter);
  const writes = auditedWrites(firestore, meter);
  const requests = firestore.collection(APPROVAL_REQUESTS);
  const users = firestore.collection(USERS);

  /** A tab's query among the kinds the member may decide (`permissions`, at least one). */
  const queueQuery = (queue: ApprovalQueue, permissions: readonly Permission[], now: Date): { query: Query; field: string; direction: "asc" | "desc" } => {
    const mine = requests.where("permission", "in", [...permissions]);
    const at = Timestamp.fromDate(now);
    if (queue === "DECIDED") return { query: mine.where("decided", "==", true), field: "decidedAt", direction: "desc" };
    if (queue === "EXPIRED") return { query: mine.where("decided", "==", false).where("expiresAt", "<=", at), field: "expiresAt", direction: "desc" };
    // The oldest first: the next to expire is the most urgent.
    return { query: mine.where("decided", "==", false).where("expiresAt", ">", at), field: "expiresAt", direction: "asc" };
  };

  const existing = (w: WriteScope, id: string) => w.getExisting(requests.doc(id), inputField("id"), "Demande d’approbation", approvalFromSnapshot);

  return {
    getMany: (ids: readonly string[]) => reader.getMany(ids),

    page: (args: PageArgs, queue: ApprovalQueue, permissions: readonly Permission[], now: Date = new Date()) => {
      const { query, field, direction } = queueQuery(queue, permissions, now);
      return reader.page(args, { query, field, direction });
    },

    count: (queue: ApprovalQueue, permissions: readonly Permission[], now: Date = new Date()) => reader.count(queueQuery(queue, permissions, now).query),

    thresholdGate: () => thresholdGate(firestore),
    approvalGate: (requestId: string, deciderPermissions: readonly Permission[], comment: string | null) =>
      approvalGate(firestore, requestId, deciderPermissions, comment),

    /**
     * Records a held write, « En attente d'approbation », with its payload, and a mail to each
     * member who may approve it (administrators with access holding the write's permission, the
     * requester excepted), in one audited transaction.
     */
    request: (actorUid: string, draft: ApprovalDraft) =>
      writes.run(actorUid, async (w): Promise<ApprovalRequestRecord> => {
        const ref = draft.idempotencyKey
          ? requests.doc(`key-${createHash("sha256").update(`${actorUid}\u0000${draft.kind}\u0000${draft.idempotencyKey}`).digest("hex").slice(0, 40)}`)
          : requests.doc();
        if (draft.idempotencyKey) {
          const earlier = await w.get(ref);
          if (earlier.exists) return approvalFromSnapshot(earlier);
        }
        const permission = APPROVAL_PERMISSIONS[draft.kind];
        const team = (await w.query(users.where("isAdmin", "==", true))).docs;
        const outbox = await mailOutbox(w, firestore);
        const createdAt = w.now.toDate();
        const expiresAt = approvalExpiresAt(createdAt);
        const requester = team.find((doc) => doc.id === actorUid);
        const approvers = team.filter(
          (doc) =>
            doc.id !== actorUid &&
            hasAdminAccess(doc.data()) &&
            doc.get("staffDisabled") !== true &&
            memberPermissions(doc.data()).includes(permission) &&
            typeof doc.get("email") === "string" &&
            doc.get("email"),
        );
        const fields = {
          kind: draft.kind,
          permission,
          status: "pending",
          decided: false,
          payload: draft.payload,
          summary: draft.summary,
          reason: draft.reason,
          amountCents: draft.amountCents ?? null,
          credits: draft.credits ?? null,
          targetType: draft.targetType,
          targetId: draft.targetId,
          requestedBy: actorUid,
          createdAt: w.now,
          expiresAt: Timestamp.fromDate(expiresAt),
          decidedBy: null,
          decidedAt: null,
          decisionComment: null,
          lastRefusal: null,
        };
        w.tx.create(ref, fields);
        const mailIds = approvers.map((doc) =>
          outbox.enqueue({
            to: doc.get("email"),
            template: "approval-requested",
            source: "approvalRequest.create",
            data: {
              firstName: typeof doc.get("firstName") === "string" ? doc.get("firstName") : "",
              requesterName: fullName(requester?.data(), actorUid),
              kind: APPROVAL_KIND_LABELS[draft.kind],
              summary: draft.summary,
              reason: draft.reason ?? "",
              expiresAt: parisTime.format(expiresAt),
              link: approvalsUrl(),
            },
          }),
        );
        w.audit({
          action: "approvalRequest.create",
          targetType: "approvalRequest",
          targetId: ref.id,
          before: null,
          after: {
            status: "pending",
            kind: draft.kind,
            summary: draft.summary,
            reason: draft.reason,
            heldTargetType: draft.targetType,
            heldTargetId: draft.targetId,
            expiresAt: expiresAt.toISOString(),
            approversNotified: mailIds.length,
          },
        });
        return approvalFromSnapshot({ id: ref.id, data: () => ({ ...fields }) } as unknown as FirebaseFirestore.DocumentSnapshot);
      }),

    /** Rejects a pending request with the member's comment; the write never runs. */
    reject: (actorUid: string, id: string, deciderPermissions: readonly Permission[], comment: string) =>
      writes.run(actorUid, async (w): Promise<ApprovalRequestRecord> => {
        const request = await existing(w, id);
        const errors = checkDecider({
          request: { requestedBy: request.requestedBy, permission: request.permission, state: stateOf(request, w.now.toDate()) },
          deciderUid: actorUid,
          deciderPermissions,
        });
        if (errors.length) return w.refuse(errors);
        const decision = { status: "rejected" as const, decided: true, decidedBy: actorUid, decidedAt: w.now, decisionComment: comment };
        w.tx.update(requests.doc(id), decision);
        w.audit({
          action: "approvalRequest.reject",
          targetType: "approvalRequest",
          targetId: id,
          before: { status: "pending" },
          after: { status: "rejected", kind: request.kind, summary: request.summary, requestedBy: request.requestedBy, comment },
        });
        return { ...request, status: "rejected", decidedBy: actorUid, decidedAt: w.now.toDate().toISOString(), decisionComment: comment };
      }),

    /**
     * An approval whose write its own rules refused (the records changed since the request): the
     * request stays pending, with the refusal kept for the next member who looks. When another
     * approval won meanwhile, that is the answer instead (« déjà traitée »).
     */
    recordRefusal: (actorUid: string, id: string, refusal: readonly UserError[]) =>
      writes.run(actorUid, async (w): Promise<{ request: ApprovalRequestRecord; decided: UserError[] }> => {
        const request = await existing(w, id);
        const state = stateOf(request, w.now.toDate());
        if (state !== "PENDING") {
          return {
            request,
            decided: checkDecider({
              request: { requestedBy: request.requestedBy, permission: request.permission, state },
              deciderUid: actorUid,
              deciderPermissions: [],
            }),
          };
        }
        const messages = refusal.map((error) => error.message);
        w.tx.update(requests.doc(id), { lastRefusal: { messages, at: w.now, by: actorUid } });
        w.audit({
          action: "approvalRequest.refuse",
          targetType: "approvalRequest",
          targetId: id,
          before: { status: "pending" },
          after: { status: "pending", kind: request.kind, summary: request.summary, refusal: messages.join(" ") },
        });
        return { request: { ...request, lastRefusal: { messages, at: w.now.toDate().toISOString(), by: actorUid } }, decided: [] };
      }),

    /** A request by id, or its NOT_FOUND user error. */
    async find(id: string): Promise<{ request: ApprovalRequestRecord | null; errors: UserError[] }> {
      const request = await reader.get(id);
      return request ? { request, errors: [] } : { request: null, errors: [notFound(inputField("id"), "Demande d’approbation")] };
    },
  };
}
