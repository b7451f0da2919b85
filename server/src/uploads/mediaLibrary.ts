/**
 * The media library's operations behind both doors (REST /storage/files and GraphQL): store an
 * upload (sniffed type, safe name and folder, thumbnail, index record, audit), describe a file
 * in the spec's metadata shape, delete a file nothing uses. docs/media.md.
 */
import sharp from "sharp";
import type { Context } from "../context";
import { mediaFileId, type MediaFileRecord, type MediaUsage } from "../firestore/mediaFiles";
import {
  MAX_IMAGE_PIXELS,
  MAX_MEDIA_BYTES,
  pixelCeilingRefusal,
  THUMBNAIL_WIDTH,
  mediaMessages,
  safeFileName,
  safeFolder,
  sniffMediaType,
  storageCodes,
} from "@atelier/domain/media/mediaFile";
import { thumbnailQueue } from "./thumbnailQueue";
import { actor } from "../schema/mutationPayload";
import { cachedSignedReadUrl, forgetSignedUrls, LOCAL_BUCKET, type FileStorage } from "../storage";
import type { UploadedMedia } from "@atelier/domain/rest/storageFiles";

/** A refusal as the REST door answers it: `{ code, message }` with an HTTP status. */
export interface StorageRefusal {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500;
  code: string;
  message: string;
}

export const refusal = (status: StorageRefusal["status"], code: string, message: string): StorageRefusal => ({ status, code, message });

/** The spec's « Stored file metadata », plus the record id and signed links: the REST contract the console reads. */
export async function mediaMetadata(storage: FileStorage, file: MediaFileRecord): Promise<UploadedMedia> {
  return {
    id: file.id,
    bucket: file.bucket,
    fullPath: file.fullPath,
    name: file.name,
    size: file.size,
    contentType: file.contentType,
    timeCreated: file.timeCreated,
    updated: file.updated,
    customMetadata: file.customMetadata,
    thumbnailUrl: file.thumbnailPath ? await cachedSignedReadUrl(storage, file.thumbnailPath) : null,
    url: await cachedSignedReadUrl(storage, file.fullPath),
  };
}

/** The bucket name a storage reports (the local disk: « local »). */
export function bucketOf(storage: FileStorage): string {
  const named = (storage as { bucket?: { name?: unknown } }).bucket?.name;
  return typeof named === "string" ? named : LOCAL_BUCKET;
}

type Thumbnail = { ok: true; width: number | null; height: number | null; thumbnail: Buffer } | { ok: false; refusal: StorageRefusal };

/**
 * Width, height and a 320 px wide WebP thumbnail, or the refusal: an image over the pixel
 * ceiling (read from its header, before anything is decoded), or bytes sharp cannot read. The
 * decoding waits its turn in the instance's thumbnail queue.
 */
async function thumbnailOf(bytes: Buffer): Promise<Thumbnail> {
  const unsupported = { ok: false as const, refusal: refusal(415, storageCodes.unsupported, mediaMessages.unsupported) };
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { animated: false }).metadata();
  } catch {
    return unsupported;
  }
  const tooLarge = pixelCeilingRefusal(meta.width ?? 0, meta.height ?? 0);
  if (tooLarge) return { ok: false, refusal: refusal(413, storageCodes.tooManyPixels, tooLarge) };
  try {
    const thumbnail = await thumbnailQueue.run(() =>
      sharp(bytes, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
    return { ok: true, width: meta.width ?? null, height: meta.height ?? null, thumbnail };
  } catch {
    return unsupported;
  }
}

/**
 * Stores one upload of the acting administrator: refuses an empty or too large file, a type the
 * bytes do not say (whatever the declared type), an unsafe name or folder; then reserves the
 * first free name, writes the file, its thumbnail and its record.
 */
export async function storeUpload(
  ctx: Context,
  storage: FileStorage,
  upload: { originalName: string; bytes: Buffer; folder: string | null },
): Promise<{ ok: true; file: MediaFileRecord } | { ok: false; refusal: StorageRefusal }> {
  const actorUid = actor(ctx);
  const { bytes } = upload;
  if (bytes.length === 0) return { ok: false, refusal: refusal(400, storageCodes.badRequest, mediaMessages.empty) };
  if (bytes.length > MAX_MEDIA_BYTES) return { ok: false, refusal: refusal(413, storageCodes.tooLarge, mediaMessages.tooLarge) };
  const type = sniffMediaType(bytes);
  if (!type) return { ok: false, refusal: refusal(415, storageCodes.unsupported, mediaMessages.unsupported) };
  const name = safeFileName(upload.originalName, type);
  if (!name) return { ok: false, refusal: refusal(400, storageCodes.unsafeName, mediaMessages.unsafeName) };
  const folder = safeFolder(upload.folder);
  if (!folder) return { ok: false, refusal: refusal(400, storageCodes.unsafeName, mediaMessages.unsafeFolder) };
  const image = await thumbnailOf(bytes);
  if (!image.ok) return image;

  const registered = await ctx.repos.mediaFiles.register(
    actorUid,
    { bucket: bucketOf(storage), folder, name, size: bytes.length, contentType: type.contentType, width: image.width, height: image.height, thumbnail: true },
    async (path) => (await storage.stat(path)) !== null,
  );
  if (!registered.ok) return { ok: false, refusal: refusal(400, storageCodes.badRequest, registered.errors[0]?.message ?? mediaMessages.unknown) };
  const file = registered.value;
  try {
    await storage.put(file.fullPath, bytes, { contentType: type.contentType, customMetadata: { uploadedBy: actorUid } });
    await storage.put(file.thumbnailPath!, image.thumbnail, { contentType: "image/webp" });
    forgetSignedUrls(storage, file.fullPath, file.thumbnailPath!);
  } catch (error) {
    // The record must not name a file that is not there.
    await ctx.repos.mediaFiles.remove(actorUid, file.fullPath).catch(() => undefined);
    await storage.delete(file.fullPath).catch(() => undefined);
    throw error;
  }
  return { ok: true, file };
}

/** The library's record of a stored path, or null. */
export async function findMedia(ctx: Context, path: string): Promise<MediaFileRecord | null> {
  const [record] = await ctx.repos.mediaFiles.getMany([mediaFileId(path)]);
  return record ?? null;
}

/**
 * Deletes a file nothing uses: its usages are read inside the transaction that deletes its
 * record (firestore/mediaFiles/inUse.ts); then the file and its thumbnail leave the storage.
 */
export async function deleteMedia(
  ctx: Context,
  storage: FileStorage,
  path: string,
): Promise<{ ok: true; file: MediaFileRecord } | { ok: false; notFound: true } | { ok: false; usages: MediaUsage[] }> {
  let usages: MediaUsage[] = [];
  const removed = await ctx.repos.mediaFiles.removeIfUnused(actor(ctx), path, (found) => (usages = found));
  if (!removed.ok) return usages.length > 0 ? { ok: false, usages } : { ok: false, notFound: true };
  await storage.delete(path);
  if (removed.value.thumbnailPath) await storage.delete(removed.value.thumbnailPath);
  forgetSignedUrls(storage, path, ...(removed.value.thumbnailPath ? [removed.value.thumbnailPath] : []));
  return { ok: true, file: removed.value };
}
