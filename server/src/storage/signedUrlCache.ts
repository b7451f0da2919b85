import type { FileStorage } from "./types";

/**
 * Links are signed for an hour (DEFAULT_SIGNED_URL_LIFETIME_MS) and cached for half of it: a
 * link served at the end of its cache life still has 30 minutes to load its image. The spec's
 * « 24 hours, cleaned hourly » kept links alive for 25 hours, bound to the path alone: a deleted
 * file's link served whatever next took its name (issue 24). docs/media.md.
 */
export const CACHED_SIGNED_URL_LIFETIME_MS = 60 * 60 * 1000;
export const SIGNED_URL_CACHE_TTL_MS = 30 * 60 * 1000;
export const SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

interface Entry {
  path: string;
  url: Promise<string>;
  cachedAt: number;
}

/**
 * Signed read URLs of stored images, kept per function instance (module state survives between
 * requests of one instance). A grid of 100 creations signs each image once per half hour rather
 * than on every load, and the browser can cache the image because its URL does not change.
 *
 * An entry is keyed by the path and the file's generation where the storage can tell it cheaply
 * (the local disk), so a replaced file gets a new link at once; on Cloud Storage, where asking
 * costs a request per image, by the path, and `forget` drops a path this instance deletes or
 * writes. Another instance's entry may then hand out a dead link (404) for at most the cache
 * life, never the new file. Cleaning is lazy — on the next use — so no timer keeps an instance awake.
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

  async signedReadUrl(path: string): Promise<string> {
    const generation = this.storage.generationOf ? ((await this.storage.generationOf(path)) ?? undefined) : undefined;
    const now = this.now();
    if (now - this.lastCleanup >= SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS) this.cleanup(now);
    const key = generation === undefined ? path : `${path}\n${generation}`;
    const cached = this.entries.get(key);
    if (cached && !isExpired(cached, now)) return cached.url;
    // The promise is cached, so concurrent resolvers of one page sign each path once.
    const url = this.storage.signedReadUrl(path, { expiresInMs: CACHED_SIGNED_URL_LIFETIME_MS, ...(generation === undefined ? {} : { generation }) });
    const entry = { path, url, cachedAt: now };
    this.entries.set(key, entry);
    url.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return url;
  }

  /** Drops every link of `path` (a delete or a new put through this instance). */
  forget(path: string): void {
    for (const [key, entry] of this.entries) if (entry.path === path) this.entries.delete(key);
  }

  private cleanup(now: number): void {
    for (const [key, entry] of this.entries) if (isExpired(entry, now)) this.entries.delete(key);
    this.lastCleanup = now;
  }
}

function isExpired(entry: Entry, now: number): boolean {
  return now - entry.cachedAt >= SIGNED_URL_CACHE_TTL_MS;
}

/** One cache per storage, for the life of the function instance. */
const caches = new WeakMap<FileStorage, SignedUrlCache>();

function cacheOf(storage: FileStorage): SignedUrlCache {
  let cache = caches.get(storage);
  if (!cache) {
    cache = new SignedUrlCache(storage);
    caches.set(storage, cache);
  }
  return cache;
}

export function cachedSignedReadUrl(storage: FileStorage, path: string): Promise<string> {
  return cacheOf(storage).signedReadUrl(path);
}

/** After deleting or writing files: their cached links are dropped. */
export function forgetSignedUrls(storage: FileStorage, ...paths: string[]): void {
  const cache = caches.get(storage);
  for (const path of paths) cache?.forget(path);
}
