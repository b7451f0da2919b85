/**
 * The media library's GraphQL side (docs/media.md): pages of the index, folders, one file by
 * path, its usages, and the two edits. Uploads go through REST (POST /storage/files).
 */
import type { Resolvers } from "../../generated/graphql";
import { mediaFileId } from "../../firestore/mediaFiles";
import { checkMediaUpdate, mediaMessages } from "@atelier/domain/media/mediaFile";
import { inputField, notFound, userError } from "@atelier/domain/userErrors";
import { cachedSignedReadUrl } from "../../storage";
import { deleteMedia } from "../../uploads/mediaLibrary";
import { actor, payload, refused } from "../../schema/mutationPayload";

export const mediaResolvers: Resolvers = {
  Query: {
    mediaFiles: (_, args, ctx) => ctx.loaders.calls.share("Query.mediaFiles", null, args, () => ctx.repos.mediaFiles.list(args)),
    mediaFolders: (_, __, ctx) => ctx.loaders.calls.share("Query.mediaFolders", null, null, () => ctx.repos.mediaFiles.folders()),
    mediaFile: async (_, { path }, ctx) => (await ctx.repos.mediaFiles.getMany([mediaFileId(path)]))[0] ?? null,
  },
  Mutation: {
    updateMediaFile: async (_, { input }, ctx) => {
      const checked = checkMediaUpdate({ alt: input.alt, customMetadata: input.customMetadata });
      if (checked.errors.length) return refused({ mediaFile: null }, checked.errors);
      return payload("mediaFile", await ctx.repos.mediaFiles.update(actor(ctx), input.path, input.version, checked.value));
    },
    deleteMediaFile: async (_, { input }, ctx) => {
      const result = await deleteMedia(ctx, ctx.storage, input.path);
      if (result.ok) return { deletedPath: input.path, userErrors: [] };
      if ("usages" in result) {
        return refused({ deletedPath: null }, [userError(inputField("path"), mediaMessages.inUse(result.usages.length), "IN_USE")]);
      }
      return refused({ deletedPath: null }, [notFound(inputField("path"), "Fichier")]);
    },
  },
  MediaFileConnection: {
    totalCount: (page) => page.count(),
  },
  MediaFile: {
    customMetadata: (file) => Object.entries(file.customMetadata).map(([key, value]) => ({ key, value })),
    url: (file, _, ctx) => cachedSignedReadUrl(ctx.storage, file.fullPath),
    thumbnailUrl: (file, _, ctx) => (file.thumbnailPath ? cachedSignedReadUrl(ctx.storage, file.thumbnailPath) : null),
    uploadedBy: (file, _, ctx) => (file.uploadedBy ? ctx.loaders.user.load(file.uploadedBy) : null),
    usages: (file, _, ctx) => ctx.loaders.calls.share("MediaFile.usages", file.fullPath, null, () => ctx.repos.mediaFiles.usages(file.fullPath)),
  },
};
