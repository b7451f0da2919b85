import type { Context } from "../context";
import type { Resolvers } from "../generated/graphql";
import { adjustBalance, checkAdjustInput, checkReason, checkSetBalanceInput, setBalance, type RuleError } from "../rules/credits";
import type { UserChangeResult } from "../firestore/userChanges";

/**
 * Administrators' changes to a user. Input that is wrong whatever the stored data is refused
 * before anything is read; the rest is decided inside the repository's transaction.
 */
function actor(ctx: Context): string {
  if (ctx.caller.kind !== "signedIn") throw new Error("the access plugin lets only administrators through");
  return ctx.caller.uid;
}

const refused = (errors: RuleError[]) => ({ user: null, transaction: null, userErrors: errors });

function payload<Extra>(result: UserChangeResult<Extra>) {
  if (!result.ok) return refused(result.errors);
  const { ok: _, ...rest } = result;
  return { ...rest, userErrors: [] };
}

export const userChangeResolvers: Resolvers = {
  Mutation: {
    setUserCredits: async (_, { input }, ctx) => {
      const errors = checkSetBalanceInput("credits", input.credits, input.reason);
      if (errors.length) return refused(errors);
      const { reason } = checkReason(input.reason);
      return payload(
        await ctx.repos.users.changes.setCredits(actor(ctx), input.userId, reason, (current) =>
          setBalance("credits", current, input.credits),
        ),
      );
    },
    adjustUserCredits: async (_, { input }, ctx) => {
      const errors = checkAdjustInput(input.delta, input.reason);
      if (errors.length) return refused(errors);
      const { reason } = checkReason(input.reason);
      return payload(
        await ctx.repos.users.changes.adjustCredits(actor(ctx), input.userId, reason, (current) =>
          adjustBalance(current, input.delta),
        ),
      );
    },
    setUserLoyaltyPoints: async (_, { input }, ctx) => {
      const errors = checkSetBalanceInput("loyaltyPoints", input.loyaltyPoints, input.reason);
      if (errors.length) return refused(errors);
      const { reason } = checkReason(input.reason);
      return payload(
        await ctx.repos.users.changes.setLoyaltyPoints(actor(ctx), input.userId, reason, (current) =>
          setBalance("loyaltyPoints", current, input.loyaltyPoints),
        ),
      );
    },
    setUserBlocked: async (_, { input }, ctx) =>
      payload(await ctx.repos.users.changes.setBlocked(actor(ctx), input.userId, input.isBlocked)),
    setUserAdmin: async (_, { input }, ctx) =>
      payload(await ctx.repos.users.changes.setAdmin(actor(ctx), input.userId, input.isAdmin)),
  },
};
