/**
 * The media library's index (docs/media.md): one `mediaFiles/{id}` record per stored file,
 * mirroring its metadata (the spec's « Stored file metadata ») plus what the library pages,
 * searches and sorts on. The id is made from the path, so a path has one record at most and
 * the record of a path is one read.
 */
import { createHash } from "node:crypto";
import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import { folderOf } from "@atelier/domain/media/mediaFile";
import { int, isoDate, str } from "../convert";

export const MEDIA_FILES = "mediaFiles";
/** One document per folder that holds files: `{ path, fileCount }`. */
export const MEDIA_FOLDERS = "mediaFolders";

/** The record id of a stored path. */
export const mediaFileId = (fullPath: string): string => createHash("sha256").update(fullPath).digest("hex").slice(0, 32);
/** The folder document id of a folder path. */
export const mediaFolderId = (path: string): string => createHash("sha256").update(`folder:${path}`).digest("hex").slice(0, 32);

export interface MediaFileRecord {
  id: string;
  bucket: string;
  fullPath: string;
  name: string;
  folder: string;
  size: number;
  contentType: string;
  timeCreated: string;
  updated: string;
  customMetadata: Record<string, string>;
  alt: string | null;
  width: number | null;
  height: number | null;
  thumbnailPath: string | null;
  uploadedBy: string | null;
  version: number;
  updatedBy: string | null;
}

function metadataOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => typeof v === "string")) as Record<string, string>;
}

export function mediaFileFromData(id: string, d: DocumentData): MediaFileRecord {
  const fullPath = str(d.fullPath) ?? id;
  const created = isoDate(d.createdAt) ?? isoDate(d.timeCreated) ?? new Date(0).toISOString();
  return {
    id,
    bucket: str(d.bucket) ?? "local",
    fullPath,
    name: str(d.name) ?? fullPath.slice(fullPath.lastIndexOf("/") + 1),
    folder: str(d.folder) ?? folderOf(fullPath),
    size: int(d.size),
    contentType: str(d.contentType) ?? "application/octet-stream",
    timeCreated: created,
    updated: isoDate(d.updatedAt) ?? created,
    customMetadata: metadataOf(d.customMetadata),
    alt: str(d.alt),
    width: typeof d.width === "number" ? d.width : null,
    height: typeof d.height === "number" ? d.height : null,
    thumbnailPath: str(d.thumbnailPath),
    uploadedBy: str(d.uploadedBy),
    version: Math.max(1, int(d.version, 1)),
    updatedBy: str(d.updatedBy),
  };
}

export const mediaFileFromSnapshot = (snap: DocumentSnapshot): MediaFileRecord => mediaFileFromData(snap.id, snap.data() ?? {});
