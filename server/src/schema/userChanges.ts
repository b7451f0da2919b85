import type { Context } from "../context";
import type { Resolvers } from "../generated/graphql";
import { adjustBalance, checkAdjustInput, checkReason, checkSetBalanceInput, setBalance, type RuleError } from "../rules/credits";
import type { BalanceRequest, UserChangeResult } from "../firestore/userChanges";
import { checkIdempotencyKey } from "../rules/idempotencyKey";

/**
 * Administrators' changes to a user. Input that is wrong whatever the stored data is refused
 * before anything is read; the rest is decided inside the repository's transaction.
 */
function actor(ctx: Context): string {
  if (ctx.caller.kind !== "signedIn") throw new Error("the access plugin lets only administrators through");
  return ctx.caller.uid;
}

const balanceRequest = (ctx: Context, uid: string, value: number, reason: string, idempotencyKey: string | null | undefined): BalanceRequest => ({
  actorUid: actor(ctx),
  uid,
  value,
  reason: checkReason(reason).reason,
  idempotencyKey: idempotencyKey ?? null,
});

const refused = (errors: RuleError[]) => ({ user: null, transaction: null, userErrors: errors });

function payload<Extra>(result: UserChangeResult<Extra>) {
  if (!result.ok) return refused(result.errors);
  const { ok: _, ...rest } = result;
  return { ...rest, userErrors: [] };
}

export const userChangeResolvers: Resolvers = {
  Mutation: {
    setUserCredits: async (_, { input }, ctx) => {
      const errors = [...checkSetBalanceInput("credits", input.credits, input.reason), ...checkIdempotencyKey(input.idempotencyKey)];
      if (errors.length) return refused(errors);
      const change = balanceRequest(ctx, input.userId, input.credits, input.reason, input.idempotencyKey);
      return payload(await ctx.repos.users.changes.setCredits(change, (current) => setBalance("credits", current, input.credits)));
    },
    adjustUserCredits: async (_, { input }, ctx) => {
      const errors = [...checkAdjustInput(input.delta, input.reason), ...checkIdempotencyKey(input.idempotencyKey)];
      if (errors.length) return refused(errors);
      const change = balanceRequest(ctx, input.userId, input.delta, input.reason, input.idempotencyKey);
      return payload(await ctx.repos.users.changes.adjustCredits(change, (current) => adjustBalance(current, input.delta)));
    },
    setUserLoyaltyPoints: async (_, { input }, ctx) => {
      const errors = [...checkSetBalanceInput("loyaltyPoints", input.loyaltyPoints, input.reason), ...checkIdempotencyKey(input.idempotencyKey)];
      if (errors.length) return refused(errors);
      const change = balanceRequest(ctx, input.userId, input.loyaltyPoints, input.reason, input.idempotencyKey);
      return payload(
        await ctx.repos.users.changes.setLoyaltyPoints(change, (current) => setBalance("loyaltyPoints", current, input.loyaltyPoints)),
      );
    },
    setUserBlocked: async (_, { input }, ctx) =>
      payload(await ctx.repos.users.changes.setBlocked(actor(ctx), input.userId, input.isBlocked)),
    setUserAdmin: async (_, { input }, ctx) =>
      payload(await ctx.repos.users.changes.setAdmin(actor(ctx), input.userId, input.isAdmin)),
  },
};
