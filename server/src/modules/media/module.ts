/** The media library: files, folders, where each is used, their edits and deletion (docs/media.md). */
import { MAX_MEDIA_FOLDERS, MAX_USAGES_PER_KIND, MEDIA_SEARCH_LIMIT, USAGE_SOURCES } from "../../firestore/mediaFiles";
import { countOf, cursor, hasSearch, ONE, page, pageSize, type Args } from "../../limits/costModel";
import { MAX_METADATA_ENTRIES } from "@atelier/domain/media/mediaFile";
import { mediaFilesRepository } from "../../firestore/mediaFiles";
import { defineModule } from "../serverModule";
import { mediaResolvers } from "./media";
import { INHERIT, wrappers } from "../../auth/fieldAccess";

declare module "../../firestore" {
  interface Repositories {
    mediaFiles: ReturnType<typeof mediaFilesRepository>;
  }
}

export default defineModule({
  repositories: { mediaFiles: mediaFilesRepository },
  resolvers: [mediaResolvers],
  access: {
    // The library is content; an image's address is read wherever a record shows one.
    "Query.mediaFiles": "CONTENT",
    "Query.mediaFolders": "CONTENT",
    "Query.mediaFile": "CONTENT",
    "Mutation.updateMediaFile": "CONTENT",
    "Mutation.deleteMediaFile": "CONTENT",
    MediaFile: "CONTENT",
    MediaFolder: "CONTENT",
    MetadataEntry: "CONTENT",
    MediaUsage: "CONTENT",
    ...wrappers("MediaFile"),
    DeleteMediaFilePayload: INHERIT,
    MediaFilePayload: INHERIT,
  },
  costs: {
    // A page of the index, or a name search of at most MEDIA_SEARCH_LIMIT files; folders one
    // query; usages one query per kind.
    "Query.mediaFiles": { reads: (args) => (hasSearch(args) ? MEDIA_SEARCH_LIMIT : page(args) + cursor(args)) },
    "MediaFileConnection.edges": { items: (_: Args, call: Args) => pageSize(call.first) },
    "MediaFileConnection.totalCount": { reads: countOf("mediaFiles") },
    "Query.mediaFolders": { reads: MAX_MEDIA_FOLDERS, items: MAX_MEDIA_FOLDERS },
    "Query.mediaFile": ONE,
    "MediaFile.uploadedBy": ONE,
    "MediaFile.customMetadata": { items: MAX_METADATA_ENTRIES },
    "MediaFile.usages": { reads: USAGE_SOURCES.length * MAX_USAGES_PER_KIND, items: USAGE_SOURCES.length * MAX_USAGES_PER_KIND },
    "Mutation.updateMediaFile": { reads: 2 },
    "Mutation.deleteMediaFile": { reads: USAGE_SOURCES.length * MAX_USAGES_PER_KIND + 1 },
  },
});
