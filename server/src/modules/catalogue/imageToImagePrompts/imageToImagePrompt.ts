import type { Resolvers } from "../../../generated/graphql";
import { actor, payload } from "../../../schema/mutationPayload";
import { deletePayload, imageLink, reorderPayload, updatedBy } from "../payloads";

export const imageToImagePromptResolvers: Resolvers = {
  Query: {
    imageToImagePrompts: (_, __, ctx) => ctx.loaders.calls.share("Query.imageToImagePrompts", null, null, () => ctx.repos.imageToImagePrompts.list()),
    imageToImagePrompt: (_, { id }, ctx) => ctx.loaders.imageToImageStyle.load(id),
  },
  Mutation: {
    createImageToImagePrompt: async (_, { input }, ctx) => payload("imageToImagePrompt", await ctx.repos.imageToImagePrompts.create(actor(ctx), input)),
    updateImageToImagePrompt: async (_, { input }, ctx) =>
      payload("imageToImagePrompt", await ctx.repos.imageToImagePrompts.update(actor(ctx), input.id, input.version, input.values)),
    setImageToImagePromptActive: async (_, { input }, ctx) =>
      payload("imageToImagePrompt", await ctx.repos.imageToImagePrompts.setActive(actor(ctx), input.id, input.isActive)),
    duplicateImageToImagePrompt: async (_, { input }, ctx) =>
      payload("imageToImagePrompt", await ctx.repos.imageToImagePrompts.duplicate(actor(ctx), input.id)),
    reorderImageToImagePrompts: async (_, { input }, ctx) => reorderPayload(await ctx.repos.imageToImagePrompts.reorder(actor(ctx), input.ids)),
    deleteImageToImagePrompt: async (_, { input }, ctx) => deletePayload(await ctx.repos.imageToImagePrompts.delete(actor(ctx), input.id)),
  },
  ImageToImagePrompt: {
    previewUrl: (prompt, _, ctx) => imageLink(ctx, prompt.previewPath),
    usageCount: (prompt, _, ctx) =>
      ctx.loaders.calls.share("ImageToImagePrompt.usageCount", prompt.id, null, () => ctx.repos.imageToImagePrompts.usageCount(prompt.id)),
    updatedBy,
  },
};
