import type { Resolvers } from "../../../generated/graphql";
import { actor, payload } from "../../../schema/mutationPayload";
import { deletePayload, imageLink, reorderPayload, updatedBy } from "../payloads";

export const textToImageStyleResolvers: Resolvers = {
  Query: {
    textToImageStyles: (_, __, ctx) => ctx.loaders.calls.share("Query.textToImageStyles", null, null, () => ctx.repos.textToImageStyles.list()),
    textToImageStyle: (_, { id }, ctx) => ctx.loaders.textToImageStyle.load(id),
  },
  Mutation: {
    createTextToImageStyle: async (_, { input }, ctx) => payload("textToImageStyle", await ctx.repos.textToImageStyles.create(actor(ctx), input)),
    updateTextToImageStyle: async (_, { input }, ctx) =>
      payload("textToImageStyle", await ctx.repos.textToImageStyles.update(actor(ctx), input.id, input.version, input.values)),
    setTextToImageStyleActive: async (_, { input }, ctx) =>
      payload("textToImageStyle", await ctx.repos.textToImageStyles.setActive(actor(ctx), input.id, input.isActive)),
    duplicateTextToImageStyle: async (_, { input }, ctx) => payload("textToImageStyle", await ctx.repos.textToImageStyles.duplicate(actor(ctx), input.id)),
    reorderTextToImageStyles: async (_, { input }, ctx) => reorderPayload(await ctx.repos.textToImageStyles.reorder(actor(ctx), input.ids)),
    deleteTextToImageStyle: async (_, { input }, ctx) => deletePayload(await ctx.repos.textToImageStyles.delete(actor(ctx), input.id)),
  },
  TextToImageStyle: {
    previewUrl: (style, _, ctx) => imageLink(ctx, style.previewPath),
    usageCount: (style, _, ctx) =>
      ctx.loaders.calls.share("TextToImageStyle.usageCount", style.id, null, () => ctx.repos.textToImageStyles.usageCount(style.id)),
    updatedBy,
  },
};
