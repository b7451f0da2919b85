import type { Bucket, File, FileMetadata } from "@google-cloud/storage";
import { getApp, getApps, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DEFAULT_SIGNED_URL_LIFETIME_MS,
  type FileStorage,
  type PutOptions,
  type SignedUrlOptions,
  type StoredFileMetadata,
  StorageObjectNotFoundError,
  assertValidStoragePath,
  assertValidStoragePrefix,
  baseName,
  guessContentType,
} from "./types";

export interface CloudStorageOptions {
  /** Bucket name (e.g. `demo-atelier.appspot.com`); the app's default bucket when omitted. */
  bucketName?: string;
  /** A ready bucket (tests); wins over bucketName. */
  bucket?: Bucket;
}

/**
 * Cloud Storage through firebase-admin: production, and the Storage emulator where it runs
 * (firebase-admin honours STORAGE_EMULATOR_HOST). Nothing is initialised until first use.
 */
export class CloudStorage implements FileStorage {
  private bucketInstance: Bucket | undefined;

  constructor(private readonly options: CloudStorageOptions = {}) {
    this.bucketInstance = options.bucket;
  }

  get bucket(): Bucket {
    if (!this.bucketInstance) {
      const app = getApps().length ? getApp() : initializeApp();
      this.bucketInstance = getStorage(app).bucket(this.options.bucketName);
    }
    return this.bucketInstance;
  }

  private file(path: string): File {
    return this.bucket.file(assertValidStoragePath(path));
  }

  async put(path: string, data: Buffer | NodeJS.ReadableStream, options: PutOptions = {}): Promise<StoredFileMetadata> {
    const file = this.file(path);
    const metadata = {
      contentType: options.contentType || guessContentType(path),
      metadata: { ...(options.customMetadata ?? {}) },
    };
    if (Buffer.isBuffer(data)) {
      await file.save(data, { resumable: false, contentType: metadata.contentType, metadata });
    } else {
      const source = data instanceof Readable ? data : Readable.from(data as AsyncIterable<unknown>);
      await pipeline(source, file.createWriteStream({ resumable: false, contentType: metadata.contentType, metadata }));
    }
    const [meta] = await file.getMetadata();
    return toStoredMetadata(meta, this.bucket.name, path);
  }

  async getStream(path: string): Promise<Readable> {
    const file = this.file(path);
    const [exists] = await file.exists();
    if (!exists) throw new StorageObjectNotFoundError(path);
    return file.createReadStream();
  }

  async stat(path: string): Promise<StoredFileMetadata | null> {
    const file = this.file(path);
    try {
      const [meta] = await file.getMetadata();
      return toStoredMetadata(meta, this.bucket.name, path);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async list(prefix = ""): Promise<StoredFileMetadata[]> {
    assertValidStoragePrefix(prefix);
    const [files] = await this.bucket.getFiles({ prefix: prefix || undefined, autoPaginate: true });
    return files
      .filter((f) => !f.name.endsWith("/")) // folder placeholders
      .map((f) => toStoredMetadata(f.metadata, this.bucket.name, f.name))
      .sort((a, b) => (a.fullPath < b.fullPath ? -1 : a.fullPath > b.fullPath ? 1 : 0));
  }

  async delete(path: string): Promise<void> {
    await this.file(path).delete({ ignoreNotFound: true });
  }

  /**
   * A v4 signed URL of the object's current generation (`?generation=` is part of what is
   * signed): once the object is deleted or overwritten that generation is gone (no versioning on
   * the bucket) and the link answers 404, even when a new file takes the same name.
   */
  async signedReadUrl(path: string, options: SignedUrlOptions = {}): Promise<string> {
    const expires = Date.now() + (options.expiresInMs ?? DEFAULT_SIGNED_URL_LIFETIME_MS);
    const generation = options.generation ?? (await this.stat(path))?.generation;
    // A missing object: a link to generation 1, which no live object has (generations are timestamps in µs).
    const file = this.bucket.file(assertValidStoragePath(path), { generation: Number(generation) || 1 });
    const [url] = await file.getSignedUrl({ version: "v4", action: "read", expires });
    return url;
  }
}

/** Maps Cloud Storage object metadata to the spec's "Stored file metadata" shape. */
export function toStoredMetadata(meta: FileMetadata, bucketName: string, path: string): StoredFileMetadata {
  const fullPath = meta.name ?? path;
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta.metadata ?? {})) {
    if (value !== null && value !== undefined) custom[key] = String(value);
  }
  const now = new Date().toISOString();
  return {
    bucket: meta.bucket ?? bucketName,
    fullPath,
    name: baseName(fullPath),
    size: Number(meta.size ?? 0),
    contentType: meta.contentType || guessContentType(fullPath),
    timeCreated: meta.timeCreated ?? meta.updated ?? now,
    updated: meta.updated ?? meta.timeCreated ?? now,
    customMetadata: custom,
    generation: String(meta.generation ?? ""),
  };
}

function isNotFound(err: unknown): boolean {
  const e = err as { code?: unknown; status?: unknown } | undefined;
  return e?.code === 404 || e?.status === 404 || e?.code === "404";
}
