/**
 * The two sides of « a file in use is never deleted » (issue 24, point 8), each inside its own
 * transaction so that Firestore serialises them:
 * - the file's delete reads its usages with the transaction (`usagesIn`): a record saved with
 *   the file concurrently either commits first (the delete retries and finds it) or conflicts;
 * - a catalogue save that puts a library image on a record reads the file's index record
 *   (`refuseIfImageGone`): a delete that committed first leaves no record, and the save is
 *   refused instead of pointing at nothing.
 */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { userError } from "@atelier/domain/userErrors";
import type { WriteScope } from "../auditedWrite";
import { MEDIA_FILES, mediaFileId } from "./record";
import { USAGE_SOURCES, usageQuery, usagesOf, type MediaUsage } from "./usages";

/** Every record naming `fullPath` (at most MAX_USAGES_PER_KIND per kind), read in the transaction: one query per kind. */
export async function usagesIn(w: WriteScope, firestore: Firestore, fullPath: string): Promise<MediaUsage[]> {
  const found: MediaUsage[] = [];
  for (const source of USAGE_SOURCES) found.push(...usagesOf(source, await w.query(usageQuery(firestore, source, fullPath))));
  return found;
}

/** The stored field holding the image → the input field the console sends it in. */
const INPUT_FIELDS: Record<string, string> = { imageUrl: "imagePath", previewUrl: "previewPath", coverImagePath: "coverImagePath" };

export const IMAGE_GONE = "Cette image n’est plus dans la médiathèque (supprimée entre-temps)\u00a0: choisissez-en une autre.";

/**
 * Refuses a save that puts on a record of `collection` a library image (`media/…`) whose index
 * record is gone; 1 read, only when the image changes. Other paths (the seed's `styles/…`,
 * issue 10's `catalogue/…`, URLs) are not the library's uploads and are left to the rule.
 */
export async function refuseIfImageGone(
  w: WriteScope,
  firestore: Firestore,
  collection: string,
  fields: DocumentData,
  before: DocumentData,
  base: string[],
): Promise<void> {
  const source = USAGE_SOURCES.find((s) => s.collection === collection);
  const image: unknown = source ? fields[source.field] : null;
  if (!source || typeof image !== "string" || !image.startsWith("media/") || image === before[source.field]) return;
  if (!(await w.get(firestore.collection(MEDIA_FILES).doc(mediaFileId(image)))).exists) {
    w.refuse([userError([...base, INPUT_FIELDS[source.field] ?? source.field], IMAGE_GONE, "INVALID_IMAGE")]);
  }
}
