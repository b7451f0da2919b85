import { chooseStorage } from "./choice";
import { CloudStorage } from "./cloudStorage";
import { LocalDiskStorage } from "./localDiskStorage";
import type { FileStorage } from "./types";
import { isValidStoragePath } from "./types";

export * from "./types";
export { chooseStorage, isDeployedFunction, NO_BUCKET_REASON, type StorageChoice } from "./choice";
export { CloudStorage, toStoredMetadata, type CloudStorageOptions } from "./cloudStorage";
export { LocalDiskStorage, LOCAL_BUCKET, FILES_ROUTE_PREFIX, defaultLocalStorageDir, verifySignedPath, type LocalDiskStorageOptions } from "./localDiskStorage";
export { createFilesRouter } from "./filesHandler";
export { SignedUrlCache, cachedSignedReadUrl, forgetSignedUrls } from "./signedUrlCache";

/**
 * The storage the environment asks for (see chooseStorage): Cloud Storage with STORAGE_BUCKET,
 * or when deployed with the project's default bucket; else the local disk (STORAGE_LOCAL_DIR,
 * STORAGE_SIGNING_SECRET, STORAGE_PUBLIC_BASE_URL). Throws when a deployed function has no bucket.
 */
export function createStorage(env: NodeJS.ProcessEnv = process.env): FileStorage {
  const choice = chooseStorage(env);
  if (choice.kind === "refused") throw new Error(choice.reason);
  if (choice.kind === "cloudStorage") return new CloudStorage({ bucketName: choice.bucket });
  return new LocalDiskStorage({ env });
}

let defaultStorage: FileStorage | undefined;

/** One storage per process, from process.env (createStorage() memoised). */
export function getDefaultStorage(): FileStorage {
  defaultStorage ??= createStorage();
  return defaultStorage;
}

/**
 * Turns a stored creation image reference into a bucket path:
 * - a plain path (`creations/x.svg`) stays as it is;
 * - a Firebase Storage download URL (`https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<url-encoded path>?alt=media…`),
 *   a `https://storage.googleapis.com/<bucket>/<path>` URL or a `gs://<bucket>/<path>` gives the path;
 * - anything else (another host, a malformed path) gives null: the caller uses the URL as it is.
 */
export function toStoragePath(imageUrl: string): string | null {
  if (typeof imageUrl !== "string") return null;
  const ref = imageUrl.trim();
  if (!ref) return null;
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(ref) && !ref.startsWith("//")) {
    const path = ref.split(/[?#]/)[0] ?? "";
    return isValidStoragePath(path) ? path : null;
  }
  let url: URL;
  try {
    url = new URL(ref);
  } catch {
    return null;
  }
  let path: string | null = null;
  try {
    if (url.protocol === "gs:") {
      path = decodeURIComponent(url.pathname.replace(/^\//, ""));
    } else if (url.protocol === "https:" && url.hostname === "firebasestorage.googleapis.com") {
      const match = /^\/v0\/b\/[^/]+\/o\/(.+)$/.exec(url.pathname);
      path = match?.[1] ? decodeURIComponent(match[1]) : null;
    } else if (url.protocol === "https:" && url.hostname === "storage.googleapis.com") {
      const match = /^\/[^/]+\/(.+)$/.exec(url.pathname);
      path = match?.[1] ? match[1].split("/").map(decodeURIComponent).join("/") : null;
    }
  } catch {
    return null; // malformed percent-encoding
  }
  return path && isValidStoragePath(path) ? path : null;
}
