/**
 * The library's writes, each one audited transaction (firestore/auditedWrite.ts):
 * - `register`: the record of a new upload, under the first free name (« photo.png »,
 *   « photo-2.png »…): the transaction reads each candidate's record, so two uploads of one name
 *   never get the same path; the folder's count goes up;
 * - `update`: alt text and custom metadata, with the version rule;
 * - `removeIfUnused`: the record, if no record uses the file: the usages are read in the delete's
 *   transaction (inUse.ts); `remove`, without the check, undoes an upload whose file failed.
 */
import { FieldValue, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { folderOf, mediaMessages, nameKeys, nameSortKey, numberedName } from "@atelier/domain/media/mediaFile";
import { inputField, userError } from "@atelier/domain/userErrors";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { refuseIfStale } from "../versionCheck";
import { usagesIn } from "./inUse";
import type { MediaUsage } from "./usages";
import { MEDIA_FILES, MEDIA_FOLDERS, mediaFileFromData, mediaFileFromSnapshot, mediaFileId, mediaFolderId, type MediaFileRecord } from "./record";

/** How many numbered names are tried before giving up (« photo-50.png »). */
export const MAX_NAME_ATTEMPTS = 50;

export interface NewMediaFile {
  bucket: string;
  folder: string;
  name: string;
  size: number;
  contentType: string;
  width: number | null;
  height: number | null;
  customMetadata?: Record<string, string>;
  /** Whether a thumbnail will be written at thumbnails/<fullPath>.webp. */
  thumbnail: boolean;
}

/** The stored fields of a file's record (seed and uploads alike). */
export function mediaFileFields(file: NewMediaFile & { fullPath: string; uploadedBy: string | null }, now: unknown): DocumentData {
  return {
    bucket: file.bucket,
    fullPath: file.fullPath,
    name: file.name,
    folder: folderOf(file.fullPath),
    nameKey: nameSortKey(file.name),
    nameKeys: nameKeys(file.name),
    size: file.size,
    contentType: file.contentType,
    isImage: file.contentType.startsWith("image/"),
    width: file.width,
    height: file.height,
    thumbnailPath: file.thumbnail ? `thumbnails/${file.fullPath}.webp` : null,
    customMetadata: file.customMetadata ?? {},
    alt: null,
    uploadedBy: file.uploadedBy,
    version: 1,
    createdAt: now,
    updatedAt: now,
    updatedBy: file.uploadedBy,
  };
}

export function mediaWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const files = firestore.collection(MEDIA_FILES);
  const folderRef = (path: string) => firestore.collection(MEDIA_FOLDERS).doc(mediaFolderId(path));
  const countIn = (w: WriteScope, folder: string, by: 1 | -1) =>
    w.tx.set(folderRef(folder), { path: folder, fileCount: FieldValue.increment(by) }, { merge: true });
  const getByPath = (w: WriteScope, path: string) => w.getExisting(files.doc(mediaFileId(path)), inputField("path"), "Fichier", mediaFileFromSnapshot);
  /** The record deleted, its folder counted down, the audit entry: what every delete of a file does. */
  const deleteRecord = (w: WriteScope, path: string, current: MediaFileRecord): MediaFileRecord => {
    w.tx.delete(files.doc(current.id));
    countIn(w, current.folder, -1);
    w.audit({
      action: "media.delete",
      targetType: "mediaFile",
      targetId: path,
      before: { fullPath: path, size: current.size, contentType: current.contentType },
      after: null,
    });
    return current;
  };

  return {
    /** Reserves the first free name in the folder and writes the new file's record. */
    register: (actorUid: string, file: NewMediaFile, isTaken: (path: string) => Promise<boolean>) =>
      writes.run(actorUid, async (w) => {
        let fullPath = "";
        for (let n = 1; n <= MAX_NAME_ATTEMPTS; n++) {
          const candidate = `${file.folder}/${n === 1 ? file.name : numberedName(file.name, n)}`;
          const snap = await w.get(files.doc(mediaFileId(candidate)));
          if (!snap.exists && !(await isTaken(candidate))) {
            fullPath = candidate;
            break;
          }
        }
        if (!fullPath) throw new Error(`no free name for ${file.folder}/${file.name}`);
        const name = fullPath.slice(fullPath.lastIndexOf("/") + 1);
        const data = mediaFileFields({ ...file, name, fullPath, uploadedBy: actorUid }, w.now);
        w.tx.create(files.doc(mediaFileId(fullPath)), data);
        countIn(w, data.folder, 1);
        w.audit({
          action: "media.upload",
          targetType: "mediaFile",
          targetId: fullPath,
          before: null,
          after: { fullPath, contentType: file.contentType, size: file.size },
        });
        return mediaFileFromData(mediaFileId(fullPath), { ...data, createdAt: w.now, updatedAt: w.now });
      }),

    /** New alt text and custom metadata, if the record is still at `version`. */
    update: (actorUid: string, path: string, version: number, values: { alt: string | null; customMetadata: Record<string, string> }) =>
      writes.run(actorUid, async (w) => {
        const current = await getByPath(w, path);
        await refuseIfStale(w, firestore, current, version);
        const fields = { alt: values.alt, customMetadata: values.customMetadata, version: current.version + 1, updatedAt: w.now, updatedBy: actorUid };
        w.tx.update(files.doc(current.id), fields);
        w.audit({
          action: "media.update",
          targetType: "mediaFile",
          targetId: path,
          before: { alt: current.alt, customMetadata: current.customMetadata, version: current.version },
          after: { alt: values.alt, customMetadata: values.customMetadata, version: fields.version },
        });
        return { ...current, ...values, version: fields.version, updated: w.now.toDate().toISOString(), updatedBy: actorUid };
      }),

    /**
     * Deletes the record of `path` and counts it out of its folder, unless a record uses the
     * file: then refused IN_USE, and `onUsed` is told which (the REST door lists them).
     */
    removeIfUnused: (actorUid: string, path: string, onUsed: (usages: MediaUsage[]) => void) =>
      writes.run(actorUid, async (w) => {
        const current = await getByPath(w, path);
        const usages = await usagesIn(w, firestore, path);
        if (usages.length > 0) {
          onUsed(usages);
          w.refuse([userError(inputField("path"), mediaMessages.inUse(usages.length), "IN_USE")]);
        }
        return deleteRecord(w, path, current);
      }),

    /** Deletes the record of `path` and counts it out of its folder (an upload undone). */
    remove: (actorUid: string, path: string) => writes.run(actorUid, async (w) => deleteRecord(w, path, await getByPath(w, path))),
  };
}
