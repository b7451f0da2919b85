import type { Resolvers } from "../generated/graphql";
import { connection, totalCountResolver } from "./connection";
import { displayableImageUrl } from "./images";

export const creationResolvers: Resolvers = {
  Query: {
    creation: (_, { id }, ctx) => ctx.loaders.creation.load(id),
    creations: (_, { filter, ...args }, ctx) =>
      connection(ctx.repos.creations.page(args, filter ?? undefined), () => ctx.repos.creations.count(filter ?? undefined)),
  },
  Creation: {
    author: (creation, _, ctx) => (creation.userId ? ctx.loaders.user.load(creation.userId) : null),
    originalImageUrl: (creation) => creation.imageUrl,
    imageUrl: (creation, _, ctx) => displayableImageUrl(ctx.storage, creation.imageUrl),
    styleLabel: async (creation, _, ctx) => {
      if (!creation.style) return null;
      const loader = creation.kind === "IMAGE_TO_IMAGE" ? ctx.loaders.imageToImageStyle : ctx.loaders.textToImageStyle;
      return (await loader.load(creation.style))?.name ?? creation.style;
    },
  },
  Moderation: {
    moderator: (moderation, _, ctx) => (moderation.moderatedBy ? ctx.loaders.user.load(moderation.moderatedBy) : null),
  },
  CreationConnection: totalCountResolver,
};
