import type { Resolvers } from "../generated/graphql";
import {
  decidedModeration,
  distinctIds,
  moderationInputErrors,
  moderationMessages,
} from "../rules/creationModeration";

/** moderateCreations: validate, decide in one transaction, report unknown ids as user errors. */
export const creationModerationResolvers: Resolvers = {
  Mutation: {
    moderateCreations: async (_, { input }, ctx) => {
      const userErrors = moderationInputErrors(input);
      if (userErrors.length) return { creations: [], userErrors };
      if (ctx.caller.kind !== "signedIn") throw new Error("access plugin lets only administrators through");
      const decision = decidedModeration(input, ctx.caller.uid, new Date());
      const { decided, missing } = await ctx.repos.creations.moderate(distinctIds(input.ids), decision);
      for (const creation of decided) ctx.loaders.creation.clear(creation.id).prime(creation.id, creation);
      return {
        creations: decided,
        userErrors: missing.map((id) => ({
          field: ["input", "ids", String(input.ids.indexOf(id))],
          message: moderationMessages.notFound(id),
          code: "NOT_FOUND",
        })),
      };
    },
  },
};
