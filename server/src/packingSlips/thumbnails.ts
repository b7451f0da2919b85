/**
 * An item's picture on a packing slip: the image the order line stores (the customer's creation,
 * else the product's), read through the storage interface — never fetched from another host: a
 * URL that names no file of our bucket (toStoragePath) prints the placeholder — and made a small
 * JPEG with sharp, so that a 200-page PDF stays a few megabytes. Anything that goes wrong (no
 * image, a missing file, bytes sharp cannot read, an image over the pixel ceiling) gives null and
 * the page draws a neutral box instead: one bad image never fails the PDF.
 */
import sharp from "sharp";
import { MAX_IMAGE_PIXELS, MAX_MEDIA_BYTES } from "@atelier/domain/media/mediaFile";
import { toStoragePath, type FileStorage } from "../storage";
import { thumbnailQueue } from "../uploads/thumbnailQueue";

/** Pixels of the thumbnail's longer side: 150 dpi at the slip's 56 pt box, sharp enough on paper. */
export const THUMBNAIL_PIXELS = 120;
/** An image sharp has not finished in this time is given up (a pathological SVG): the placeholder. */
const DECODE_SECONDS = 5;

class TooLarge extends Error {}

async function readCapped(stream: NodeJS.ReadableStream, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > maxBytes) {
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      throw new TooLarge();
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** The stored image reference as a small JPEG on white, or null when there is none to print. */
export async function thumbnailOf(storage: FileStorage, stored: string | null): Promise<Buffer | null> {
  const path = stored ? toStoragePath(stored) : null;
  if (!path) return null;
  try {
    const bytes = await readCapped(await storage.getStream(path), MAX_MEDIA_BYTES);
    // Decoded one at a time per instance, like the media library's thumbnails (thumbnailQueue.ts).
    return await thumbnailQueue.run(() =>
      sharp(bytes, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
        .timeout({ seconds: DECODE_SECONDS })
        .rotate()
        .resize({ width: THUMBNAIL_PIXELS, height: THUMBNAIL_PIXELS, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 75 })
        .toBuffer(),
    );
  } catch {
    return null;
  }
}

/** One request's thumbnails: an image printed on several slips (a product's picture) is read and decoded once. */
export function thumbnailCache(storage: FileStorage): (stored: string | null) => Promise<Buffer | null> {
  const cache = new Map<string, Promise<Buffer | null>>();
  return (stored) => {
    if (!stored) return Promise.resolve(null);
    let thumbnail = cache.get(stored);
    if (!thumbnail) {
      thumbnail = thumbnailOf(storage, stored);
      cache.set(stored, thumbnail);
    }
    return thumbnail;
  };
}
