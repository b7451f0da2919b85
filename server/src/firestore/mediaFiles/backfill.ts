/**
 * `npm run media:backfill`: indexes the stored images the library has no record of — issue 10's
 * catalogue uploads (`catalogue/…`), the catalogue's seeded images (`styles/…`, `products/…`),
 * and any `media/…` file written without its record — with a thumbnail, as an upload would.
 * Safe to run at any time and more than once: a file with a record is left as it is.
 */
import { runSystemTransaction } from "../retryBudget";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import sharp from "sharp";
import { folderOf, MAX_IMAGE_PIXELS, THUMBNAIL_WIDTH } from "@atelier/domain/media/mediaFile";
import type { FileStorage } from "../../storage";
import { thumbnailQueue } from "../../uploads/thumbnailQueue";
import { MEDIA_FILES, MEDIA_FOLDERS, mediaFileId, mediaFolderId } from "./record";
import { mediaFileFields } from "./writes";

export const BACKFILLED_PREFIXES = ["catalogue/", "styles/", "products/", "media/"] as const;
const IMAGE_TYPES = /^image\/(png|jpeg|webp|gif|avif|svg\+xml)$/;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

export async function backfillMediaIndex(firestore: Firestore, storage: FileStorage, bucket: string): Promise<{ indexed: number; kept: number }> {
  let indexed = 0;
  let kept = 0;
  for (const prefix of BACKFILLED_PREFIXES) {
    const files = (await storage.list(prefix)).filter((f) => IMAGE_TYPES.test(f.contentType.split(";")[0]!.trim()));
    for (const file of files) {
      const ref = firestore.collection(MEDIA_FILES).doc(mediaFileId(file.fullPath));
      if ((await ref.get()).exists) {
        kept++;
        continue;
      }
      const bytes = await readAll(await storage.getStream(file.fullPath));
      let size: { width: number | null; height: number | null } = { width: null, height: null };
      let thumbnail = false;
      try {
        // The uploads' pixel ceiling: a larger image is indexed without a thumbnail.
        const image = sharp(bytes, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS });
        const meta = await image.metadata();
        size = { width: meta.width ?? null, height: meta.height ?? null };
        const webp = await thumbnailQueue.run(() => image.resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
        await storage.put(`thumbnails/${file.fullPath}.webp`, webp, { contentType: "image/webp" });
        thumbnail = true;
      } catch {
        // Not an image sharp can read: indexed without a thumbnail (the list shows the file's own link).
      }
      const fields = mediaFileFields(
        {
          bucket,
          fullPath: file.fullPath,
          folder: folderOf(file.fullPath),
          name: file.name,
          size: file.size,
          contentType: file.contentType.split(";")[0]!.trim(),
          ...size,
          customMetadata: file.customMetadata,
          thumbnail,
          uploadedBy: file.customMetadata.uploadedBy ?? null,
        },
        new Date(file.timeCreated),
      );
      await runSystemTransaction(firestore, async (tx) => {
        if ((await tx.get(ref)).exists) return;
        tx.create(ref, fields);
        tx.set(
          firestore.collection(MEDIA_FOLDERS).doc(mediaFolderId(fields.folder)),
          { path: fields.folder, fileCount: FieldValue.increment(1) },
          { merge: true },
        );
      });
      indexed++;
    }
  }
  return { indexed, kept };
}
