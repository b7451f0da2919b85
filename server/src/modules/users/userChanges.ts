import type { Resolvers } from "../../generated/graphql";
import { adjustBalance, checkAdjustInput, checkReason, checkSetBalanceInput, setBalance } from "@atelier/domain/credits";
import type { BalanceRequest } from "../../firestore/users/changes";
import { checkIdempotencyKey } from "../../rules/idempotencyKey";
import { actor, fieldsPayload, payload, refused } from "../../schema/mutationPayload";
import { memberPermissions } from "@atelier/domain/staff/permissions";

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
      return fieldsPayload(await ctx.repos.users.setCredits(actor(ctx), change, (current) => setBalance("credits", current, input.credits)), noCreditChange);
    },
    adjustUserCredits: async (_, { input }, ctx) => {
      const errors = [...checkAdjustInput(input.delta, input.reason), ...checkIdempotencyKey(input.idempotencyKey)];
      if (errors.length) return refused(noCreditChange, errors);
      const change = balanceRequest(input.userId, input.delta, input.reason, input.idempotencyKey);
      return fieldsPayload(await ctx.repos.users.adjustCredits(actor(ctx), change, (current) => adjustBalance(current, input.delta)), noCreditChange);
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
    setUserAdmin: async (_, { input }, ctx) => payload("user", await ctx.repos.users.setAdmin(actor(ctx), input.userId, input.isAdmin)),
  },
};
