import type { Resolvers } from "../../generated/graphql";
import { decidedModeration, distinctIds, moderationInputErrors } from "../../rules/creationModeration";
import { inputField, notFoundId } from "@atelier/domain/userErrors";
import { actor, refused } from "../../schema/mutationPayload";

/** moderateCreations: validate, decide in one audited write, report unknown ids as user errors. */
export const creationModerationResolvers: Resolvers = {
  Mutation: {
    moderateCreations: async (_, { input }, ctx) => {
      const inputErrors = moderationInputErrors(input);
      if (inputErrors.length) return refused({ creations: [] }, inputErrors);
      const decision = decidedModeration(input, actor(ctx), new Date());
      const result = await ctx.repos.creations.moderate(distinctIds(input.ids), decision);
      if (!result.ok) return refused({ creations: [] }, result.errors);
      const { decided, missing } = result.value;
      for (const creation of decided) ctx.loaders.creation.clear(creation.id).prime(creation.id, creation);
      return {
        creations: decided,
        userErrors: missing.map((id) => notFoundId(inputField("ids", input.ids.indexOf(id)), "Création", id)),
      };
    },
  },
};
