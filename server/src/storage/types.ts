import type { Readable } from "node:stream";
import type { StoredFileFields } from "@atelier/domain/rest/storageFiles";

/** Metadata of a stored file, in the spec's shape (the media library's REST contract shares it), and its generation. */
export interface StoredFileMetadata extends StoredFileFields {
  /**
   * Changes on every put of the path (Cloud Storage's `generation`; a random id in the local
   * disk's metadata): a signed link is bound to it, so a deleted or replaced file's link is dead.
   */
  generation: string;
}

export interface PutOptions {
  contentType?: string;
  customMetadata?: Record<string, string>;
}

export interface SignedUrlOptions {
  /** Lifetime of the link; 1 hour when omitted. */
  expiresInMs?: number;
  /** The generation to bind the link to, when the caller has just read it; else the storage reads it. */
  generation?: string;
}

/**
 * The file storage behind the API (local-stack.md, "Storage"). Paths are bucket-relative
 * (`creations/abc.svg`); `..`, `.`, absolute paths and empty segments are refused.
 */
export interface FileStorage {
  put(path: string, data: Buffer | NodeJS.ReadableStream, options?: PutOptions): Promise<StoredFileMetadata>;
  /** Rejects with a StorageObjectNotFoundError when the file does not exist. */
  getStream(path: string): Promise<Readable>;
  /** null when the file does not exist. */
  stat(path: string): Promise<StoredFileMetadata | null>;
  /** Every file whose path starts with `prefix` (a plain string prefix, as in Cloud Storage), sorted by path. */
  list(prefix?: string): Promise<StoredFileMetadata[]>;
  /** Deleting a missing file is not an error. */
  delete(path: string): Promise<void>;
  /**
   * A short-lived read link to the file's current generation (absolute for Cloud Storage,
   * relative `/files/...` for the local disk): it stops working when the file is deleted or
   * replaced, and after its lifetime.
   */
  signedReadUrl(path: string, options?: SignedUrlOptions): Promise<string>;
  /**
   * The file's current generation, where reading it is cheap (a local file); absent where it
   * costs a request (Cloud Storage), so that the signed-URL cache does not ask it on every image.
   */
  generationOf?(path: string): Promise<string | null>;
}

/**
 * One hour: a link is put in a page the administrator is looking at, and the browser caches the
 * image for as long (Cache-Control max-age=3600). A link copied out of the console (« Copier le
 * lien ») therefore works for an hour at most, and one bound to a deleted file never serves anyone.
 */
export const DEFAULT_SIGNED_URL_LIFETIME_MS = 60 * 60 * 1000;

export class InvalidStoragePathError extends Error {
  readonly code = "storage/invalid-path";
  constructor(path: string, why: string) {
    super(`Chemin de fichier invalide (${why}) : ${JSON.stringify(path)}`);
    this.name = "InvalidStoragePathError";
  }
}

export class StorageObjectNotFoundError extends Error {
  readonly code = "storage/object-not-found";
  constructor(readonly path: string) {
    super(`Fichier introuvable : ${path}`);
    this.name = "StorageObjectNotFoundError";
  }
}

/** Throws InvalidStoragePathError unless `path` is a clean bucket-relative path; returns it. */
export function assertValidStoragePath(path: string): string {
  const why = storagePathProblem(path);
  if (why) throw new InvalidStoragePathError(path, why);
  return path;
}

export function isValidStoragePath(path: string): boolean {
  return storagePathProblem(path) === null;
}

/** A list prefix may be empty or end with '/', but must not climb out of the bucket. */
export function assertValidStoragePrefix(prefix: string): string {
  if (prefix === "") return prefix;
  const why = storagePathProblem(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
  if (why) throw new InvalidStoragePathError(prefix, why);
  return prefix;
}

function storagePathProblem(path: string): string | null {
  if (typeof path !== "string" || path.length === 0) return "chemin vide";
  if (path.length > 1024) return "chemin trop long";
  if (path.startsWith("/")) return "chemin absolu";
  if (/^[a-zA-Z]:/.test(path)) return "chemin absolu";
  if (path.includes("\\")) return "barre oblique inverse";
  // eslint-disable-next-line no-control-regex -- finding control characters is what it is for
  if (/[\u0000-\u001f\u007f]/.test(path)) return "caractère de contrôle";
  for (const segment of path.split("/")) {
    if (segment === "") return "segment vide";
    if (segment === "." || segment === "..") return "segment « . » ou « .. »";
  }
  return null;
}

/** Last segment of a path. */
export function baseName(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? path : path.slice(i + 1);
}

const CONTENT_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
};

/** Content type guessed from the file extension; application/octet-stream when unknown. */
export function guessContentType(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf(".");
  const ext = dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
