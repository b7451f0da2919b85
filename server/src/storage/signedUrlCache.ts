import type { FileStorage } from "./types";

/** Spec: "Signed image URL cache: 24 hours, cleaned hourly". */
export const SIGNED_URL_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Links are signed for longer than they are cached: a link served at the end of its cache life still works for an hour. */
export const CACHED_SIGNED_URL_LIFETIME_MS = SIGNED_URL_CACHE_TTL_MS + 60 * 60 * 1000;

interface Entry {
  url: Promise<string>;
  cachedAt: number;
}

/**
 * Signed read URLs of stored images, kept per function instance (module state survives between
 * requests of one instance). A grid of 100 creations signs each image once a day rather than on
 * every load, and the browser can cache the image because its URL does not change. Cleaning is
 * lazy — at most once an hour, on the next use — so no timer keeps an instance awake.
 */
export class SignedUrlCache {
  private readonly entries = new Map<string, Entry>();
  private lastCleanup: number;

  constructor(
    private readonly storage: FileStorage,
    private readonly now: () => number = Date.now,
  ) {
    this.lastCleanup = now();
  }

  get size(): number {
    return this.entries.size;
  }

  signedReadUrl(path: string): Promise<string> {
    const now = this.now();
    if (now - this.lastCleanup >= SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS) this.cleanup(now);
    const cached = this.entries.get(path);
    if (cached && !isExpired(cached, now)) return cached.url;
    // The promise is cached, so concurrent resolvers of one page sign each path once.
    const url = this.storage.signedReadUrl(path, { expiresInMs: CACHED_SIGNED_URL_LIFETIME_MS });
    const entry = { url, cachedAt: now };
    this.entries.set(path, entry);
    url.catch(() => {
      if (this.entries.get(path) === entry) this.entries.delete(path);
    });
    return url;
  }

  private cleanup(now: number): void {
    for (const [path, entry] of this.entries) if (isExpired(entry, now)) this.entries.delete(path);
    this.lastCleanup = now;
  }
}

function isExpired(entry: Entry, now: number): boolean {
  return now - entry.cachedAt >= SIGNED_URL_CACHE_TTL_MS;
}

/** One cache per storage, for the life of the function instance. */
const caches = new WeakMap<FileStorage, SignedUrlCache>();

export function cachedSignedReadUrl(storage: FileStorage, path: string): Promise<string> {
  let cache = caches.get(storage);
  if (!cache) {
    cache = new SignedUrlCache(storage);
    caches.set(storage, cache);
  }
  return cache.signedReadUrl(path);
}
