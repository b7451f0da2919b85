import type { Resolvers } from "../../generated/graphql";
import { actorUid, deletePayload, imageLink, recordPayload, reorderPayload, updatedBy } from "./payloads";

export const imageToImagePromptResolvers: Resolvers = {
  Query: {
    imageToImagePrompts: (_, __, ctx) =>
      ctx.loaders.calls.share("Query.imageToImagePrompts", null, null, () => ctx.repos.imageToImagePrompts.list()),
    imageToImagePrompt: (_, { id }, ctx) => ctx.loaders.imageToImageStyle.load(id),
  },
  Mutation: {
    createImageToImagePrompt: async (_, { input }, ctx) =>
      recordPayload("imageToImagePrompt", await ctx.repos.imageToImagePrompts.create(actorUid(ctx), input)),
    updateImageToImagePrompt: async (_, { input }, ctx) =>
      recordPayload("imageToImagePrompt", await ctx.repos.imageToImagePrompts.update(actorUid(ctx), input.id, input.version, input.values)),
    setImageToImagePromptActive: async (_, { input }, ctx) =>
      recordPayload("imageToImagePrompt", await ctx.repos.imageToImagePrompts.setActive(actorUid(ctx), input.id, input.isActive)),
    duplicateImageToImagePrompt: async (_, { input }, ctx) =>
      recordPayload("imageToImagePrompt", await ctx.repos.imageToImagePrompts.duplicate(actorUid(ctx), input.id)),
    reorderImageToImagePrompts: async (_, { input }, ctx) =>
      reorderPayload(await ctx.repos.imageToImagePrompts.reorder(actorUid(ctx), input.ids)),
    deleteImageToImagePrompt: async (_, { input }, ctx) => deletePayload(await ctx.repos.imageToImagePrompts.delete(actorUid(ctx), input.id)),
  },
  ImageToImagePrompt: {
    previewUrl: (prompt, _, ctx) => imageLink(ctx, prompt.previewPath),
    usageCount: (prompt, _, ctx) =>
      ctx.loaders.calls.share("ImageToImagePrompt.usageCount", prompt.id, null, () => ctx.repos.imageToImagePrompts.usageCount(prompt.id)),
    updatedBy,
  },
};
