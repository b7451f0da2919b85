/**
 * The media library's REST contract (server/src/uploads/storageFiles.ts answers it, the console's
 * upload queue reads it: docs/media.md): POST /storage/files (multipart `file`, optional `folder`)
 * → 201 and the stored file's metadata; GET /storage/files/<path> → 200 and the same; a refusal →
 * its status and `{ code, message }`, the message in French.
 */
export const STORAGE_FILES_URL = "/storage/files";

/** The spec's « Stored file metadata »: what the storage says of a file (the server's storage adds its `generation`). Dates are ISO-8601 strings. */
export interface StoredFileFields {
  bucket: string;
  /** Bucket-relative path, e.g. `creations/abc.svg`. */
  fullPath: string;
  /** Last segment of the path, e.g. `abc.svg`. */
  name: string;
  size: number;
  contentType: string;
  timeCreated: string;
  updated: string;
  customMetadata: Record<string, string>;
}

/** The stored file's metadata, plus the record id and signed links. */
export interface UploadedMedia extends StoredFileFields {
  id: string;
  thumbnailUrl: string | null;
  url: string;
}

/** The body of a refused request: a stable code (`storage/object-not-found`, `media/in-use`…) and the French message. */
export interface RestRefusal {
  code: string;
  message: string;
}
