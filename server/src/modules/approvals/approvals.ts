/** The approvals' queue and decisions, and the owner's thresholds (docs/approvals.md). */
import {
  APPROVAL_KIND_LABELS,
  APPROVAL_STATE_LABELS,
  APPROVER_PERMISSIONS,
  checkApprovalThresholds,
  checkDecisionComment,
  mayDecide,
} from "@atelier/domain/approvals/approvals";
import { memberPermissions, type Permission } from "@atelier/domain/staff/permissions";
import type { Context } from "../../context";
import { stateOf } from "../../firestore/approvals";
import type { Resolvers } from "../../generated/graphql";
import { auditTargetPath } from "../../rules/auditActions";
import { connection, sharedConnection } from "../../schema/connection";
import { actor, payload, refused } from "../../schema/mutationPayload";
import { heldPayloadOf, runHeldWrite } from "./heldWrites";

/** The kinds' permissions the caller holds: what their queue shows and what they may decide. */
const deciding = async (ctx: Context): Promise<Permission[]> => {
  const held = memberPermissions(await ctx.callerRecord());
  return APPROVER_PERMISSIONS.filter((p) => held.includes(p));
};

const noRequest = { approvalRequest: null };

export const approvalResolvers: Resolvers = {
  Query: {
    approvalRequests: async (_, args, ctx) => {
      const permissions = await deciding(ctx);
      return sharedConnection(ctx, "Query.approvalRequests", null, args, () =>
        connection(ctx.repos.approvals.page({ first: args.first, after: args.after }, args.queue, permissions), () =>
          ctx.repos.approvals.count(args.queue, permissions),
        ),
      );
    },
    approvalRequest: async (_, { id }, ctx) => {
      const [request] = await ctx.repos.approvals.getMany([id]);
      return request && (await deciding(ctx)).includes(request.permission) ? request : null;
    },
    pendingApprovalCount: async (_, __, ctx) => {
      const permissions = await deciding(ctx);
      return permissions.length === 0 ? 0 : ctx.repos.approvals.count("PENDING", permissions);
    },
  },
  ApprovalRequest: {
    kindLabel: (r) => APPROVAL_KIND_LABELS[r.kind],
    state: (r) => stateOf(r),
    stateLabel: (r) => APPROVAL_STATE_LABELS[stateOf(r)],
    targetPath: (r) => (r.targetType === "settings" ? "/settings" : auditTargetPath("", r.targetType, r.targetId)),
    payload: (r) => JSON.stringify(r.payload),
    requestedBy: (r, _, ctx) => (r.requestedBy ? ctx.loaders.user.load(r.requestedBy) : null),
    decidedBy: (r, _, ctx) => (r.decidedBy ? ctx.loaders.user.load(r.decidedBy) : null),
    lastRefusal: (r) => (r.lastRefusal ? r.lastRefusal.messages.join(" ") : null),
    canDecide: async (r, _, ctx) =>
      mayDecide({
        request: { requestedBy: r.requestedBy, permission: r.permission, state: stateOf(r) },
        deciderUid: actor(ctx),
        deciderPermissions: memberPermissions(await ctx.callerRecord()),
      }),
  },
  Mutation: {
    approveApprovalRequest: async (_, { input }, ctx) => {
      const comment = checkDecisionComment(input.comment, "APPROVE");
      if (comment.errors.length) return refused(noRequest, comment.errors);
      const found = await ctx.repos.approvals.find(input.id);
      if (!found.request) return refused(noRequest, found.errors);
      const permissions = memberPermissions(await ctx.callerRecord());
      // Decided in the write's own transaction (firestore/approvals/gate.ts): exactly once.
      const gate = ctx.repos.approvals.approvalGate(found.request.id, permissions, comment.value);
      const result = await runHeldWrite(ctx, heldPayloadOf(found.request), gate);
      if (result.ok) {
        const [approved] = await ctx.repos.approvals.getMany([found.request.id]);
        return { approvalRequest: approved ?? null, userErrors: [] };
      }
      // The gate's own refusals (own request, decided, expired, role) are the answer as they are.
      if (result.errors.some((error) => error.field.join(".") === "input.id")) return { approvalRequest: found.request, userErrors: result.errors };
      const kept = await ctx.repos.approvals.recordRefusal(actor(ctx), found.request.id, result.errors);
      if (!kept.ok) return refused(noRequest, kept.errors);
      return { approvalRequest: kept.value.request, userErrors: kept.value.decided.length ? kept.value.decided : result.errors };
    },
    rejectApprovalRequest: async (_, { input }, ctx) => {
      const comment = checkDecisionComment(input.comment, "REJECT");
      if (comment.errors.length) return refused(noRequest, comment.errors);
      const permissions = memberPermissions(await ctx.callerRecord());
      return payload("approvalRequest", await ctx.repos.approvals.reject(actor(ctx), input.id, permissions, comment.value!));
    },
    setApprovalThresholds: async (_, { input }, ctx) => {
      const checked = checkApprovalThresholds({
        refundAboveCents: input.refundAboveCents ?? null,
        creditGrantAbove: input.creditGrantAbove ?? null,
        rightsChanges: input.rightsChanges,
        vatAndIdentityChanges: input.vatAndIdentityChanges,
      });
      if (checked.errors.length) return refused({ settings: null }, checked.errors);
      return payload("settings", await ctx.repos.settings.setApprovalThresholds(actor(ctx), input.version, checked.value));
    },
  },
  ShopSettings: {
    approvals: (s) => s.approvals,
  },
};
