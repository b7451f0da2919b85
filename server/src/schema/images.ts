import { cachedSignedReadUrl, toStoragePath, type FileStorage } from "../storage";

/**
 * A stored image reference (a storage path, or a URL of the creations image host) → a URL the
 * browser can load: a fresh signed read URL (cached per instance), or the URL itself when it
 * points elsewhere.
 */
export async function displayableImageUrl(storage: FileStorage, stored: string | null): Promise<string | null> {
  if (!stored) return null;
  const path = toStoragePath(stored);
  return path ? cachedSignedReadUrl(storage, path) : stored;
}
