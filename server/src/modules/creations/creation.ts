import type { Resolvers } from "../../generated/graphql";
import { connection, sharedConnection, totalCountResolver } from "../../schema/connection";
import { displayableImageUrl } from "../../schema/images";

export const creationResolvers: Resolvers = {
  Query: {
    creation: (_, { id }, ctx) => ctx.loaders.creation.load(id),
    creations: (_, args, ctx) =>
      sharedConnection(ctx, "Query.creations", null, args, () => {
        const { filter, ...page } = args;
        return connection(ctx.repos.creations.page(page, filter ?? undefined), () => ctx.repos.creations.count(filter ?? undefined));
      }),
  },
  Creation: {
    author: (creation, _, ctx) => (creation.userId ? ctx.loaders.user.load(creation.userId) : null),
    originalImageUrl: (creation) => creation.imageUrl,
    imageUrl: (creation, _, ctx) => displayableImageUrl(ctx.storage, creation.imageUrl),
    sourceImageUrl: (creation, _, ctx) => displayableImageUrl(ctx.storage, creation.sourceImageUrl),
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
