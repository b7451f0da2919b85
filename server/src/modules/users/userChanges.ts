import type { Resolvers } from "../../generated/graphql";
import { adjustBalance, checkAdjustInput, checkReason, checkSetBalanceInput, setBalance } from "@atelier/domain/credits";
import type { BalanceRequest } from "../../firestore/users/changes";
import { checkIdempotencyKey } from "../../rules/idempotencyKey";
import { actor, fieldsPayload, payload, refused } from "../../schema/mutationPayload";
import { memberPermissions } from "@atelier/domain/staff/permissions";
import { holdable } from "../approvals/heldWrites";

/**
 * Administrators' changes to a user. Input that is wrong whatever the stored data is refused
 * before anything is read; the rest is decided inside the repository's audited write.
 */
const balanceRequest = (uid: string, value: number, reason: string, idempotencyKey: string | null | undefined): BalanceRequest => ({
  uid,
  value,
  reason: checkReason(reason).reason,
  idempotencyKey: idempotencyKey ?? null,
});

const noCreditChange = { user: null, transaction: null };

export const userChangeResolvers: Resolvers = {
  Mutation: {
    setUserCredits: async (_, { input }, ctx) => {
      const errors = [...checkSetBalanceInput("credits", input.credits, input.reason), ...checkIdempotencyKey(input.idempotencyKey)];
      if (errors.length) return refused(noCreditChange, errors);
      const change = balanceRequest(input.userId, input.credits, input.reason, input.idempotencyKey);
      // A grant above the owner's threshold is held for a second member's approval (docs/approvals.md).
      const held = { kind: "CREDIT_GRANT" as const, mode: "set" as const, userId: input.userId, value: input.credits, reason: change.reason };
      const { result, approvalRequest } = await holdable(
        ctx,
        held,
        (gate) => ctx.repos.users.setCredits(actor(ctx), change, (current) => setBalance("credits", current, input.credits), gate),
        change.idempotencyKey,
      );
      return { ...fieldsPayload(result, noCreditChange), approvalRequest };
    },
    adjustUserCredits: async (_, { input }, ctx) => {
      const errors = [...checkAdjustInput(input.delta, input.reason), ...checkIdempotencyKey(input.idempotencyKey)];
      if (errors.length) return refused(noCreditChange, errors);
      const change = balanceRequest(input.userId, input.delta, input.reason, input.idempotencyKey);
      const held = { kind: "CREDIT_GRANT" as const, mode: "adjust" as const, userId: input.userId, value: input.delta, reason: change.reason };
      const { result, approvalRequest } = await holdable(
        ctx,
        held,
        (gate) => ctx.repos.users.adjustCredits(actor(ctx), change, (current) => adjustBalance(current, input.delta), gate),
        change.idempotencyKey,
      );
      return { ...fieldsPayload(result, noCreditChange), approvalRequest };
    },
    setUserLoyaltyPoints: async (_, { input }, ctx) => {
      const errors = [...checkSetBalanceInput("loyaltyPoints", input.loyaltyPoints, input.reason), ...checkIdempotencyKey(input.idempotencyKey)];
      if (errors.length) return refused({ user: null }, errors);
      const change = balanceRequest(input.userId, input.loyaltyPoints, input.reason, input.idempotencyKey);
      return payload(
        "user",
        await ctx.repos.users.setLoyaltyPoints(actor(ctx), change, (current) => setBalance("loyaltyPoints", current, input.loyaltyPoints)),
      );
    },
    setUserBlocked: async (_, { input }, ctx) =>
      payload("user", await ctx.repos.users.setBlocked(actor(ctx), input.userId, input.isBlocked, memberPermissions(await ctx.callerRecord()))),
    setUserAdmin: async (_, { input }, ctx) => {
      const { result, approvalRequest } = await holdable(ctx, { kind: "ADMIN_RIGHTS", userId: input.userId, isAdmin: input.isAdmin }, (gate) =>
        ctx.repos.users.setAdmin(actor(ctx), input.userId, input.isAdmin, gate),
      );
      return { ...payload("user", result), approvalRequest };
    },
  },
};
