/** Four-eyes approval (docs/approvals.md, issue 35): the queue, approve and reject, the owner's thresholds. */
import { APPROVER_PERMISSIONS } from "@atelier/domain/approvals/approvals";
import { approvalsRepository } from "../../firestore/approvals";
import { ADMINS_BOUND, connectionCosts, countOf, ONE, page } from "../../limits/costModel";
import { MAX_CREDIT_NOTES_PER_ORDER } from "../../firestore/invoicing/documents";
import { STAFF_BOUND } from "../../firestore/staff";
import { totalCountResolver } from "../../schema/connection";
import { defineModule } from "../serverModule";
import { ADMIN, INHERIT, anyOf, wrappers } from "../../auth/fieldAccess";
import { approvalResolvers } from "./approvals";

declare module "../../firestore" {
  interface Repositories {
    approvals: ReturnType<typeof approvalsRepository>;
  }
}

/** Who may open the queue and decide: any role holding a permission some held write requires. */
const APPROVERS = anyOf(...APPROVER_PERMISSIONS);

/**
 * The most a held write reads in its own transaction, in one attempt (their modules' costs): a
 * role change reads the team, rights the administrators, a refund the order's documents; a VAT
 * change reads settings/app first.
 */
const HELD_WRITE_READS = Math.max(4 + STAFF_BOUND, 1 + ADMINS_BOUND, 1 + 2 + MAX_CREDIT_NOTES_PER_ORDER + 3, 7, 3);

export default defineModule({
  repositories: { approvals: approvalsRepository },
  resolvers: [approvalResolvers, { ApprovalRequestConnection: totalCountResolver }],
  access: {
    "Query.approvalRequests": APPROVERS,
    "Query.approvalRequest": APPROVERS,
    // Every member's sidebar asks; a role that decides nothing is answered 0 without a read.
    "Query.pendingApprovalCount": ADMIN,
    "Mutation.approveApprovalRequest": APPROVERS,
    "Mutation.rejectApprovalRequest": APPROVERS,
    "Mutation.setApprovalThresholds": "SETTINGS",
    ApprovalRequest: APPROVERS,
    ...wrappers("ApprovalRequest"),
    ApprovalDecisionPayload: INHERIT,
    ApprovalThresholds: "SETTINGS",
    "ShopSettings.approvals": "SETTINGS",
  },
  costs: {
    "Query.approvalRequests": { reads: page },
    ...connectionCosts("ApprovalRequestConnection", "approvalRequests"),
    "Query.approvalRequest": ONE,
    "Query.pendingApprovalCount": { reads: countOf("approvalRequests") },
    "ApprovalRequest.requestedBy": ONE,
    "ApprovalRequest.decidedBy": ONE,
    // The request, the held write's own reads with the request again (its gate), then the request
    // read back (approved) or the refusal's record.
    "Mutation.approveApprovalRequest": { reads: 1 + HELD_WRITE_READS + 1 + 1 },
    "Mutation.rejectApprovalRequest": ONE,
    // settings/app, and the author of a newer version when stale.
    "Mutation.setApprovalThresholds": { reads: 2 },
  },
});
