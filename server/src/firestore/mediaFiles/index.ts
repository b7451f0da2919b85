import type { Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "../cost";
import { mediaListReader } from "./list";
import { mediaUsagesReader } from "./usages";
import { mediaWrites } from "./writes";

export * from "./record";
export {
  MEDIA_SORTS,
  MEDIA_SEARCH_LIMIT,
  MAX_MEDIA_FOLDERS,
  type MediaFileFilter,
  type MediaFileSort,
  type MediaFileListArgs,
  type MediaFolderRecord,
  type MediaFilePage,
} from "./list";
export { MAX_USAGES_PER_KIND, USAGE_SOURCES, type MediaUsage, type MediaUsageKind } from "./usages";
export { mediaFileFields, type NewMediaFile } from "./writes";

/** The media library's index: pages, folders, usages, and the audited writes. */
export function mediaFilesRepository(firestore: Firestore, meter: CostMeter) {
  return {
    ...mediaListReader(firestore, meter),
    ...mediaUsagesReader(firestore, meter),
    ...mediaWrites(firestore, meter),
  };
}
