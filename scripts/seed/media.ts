// The media library of the demo (docs/media.md): a few folders of PNG images under media/, and
// the catalogue's seeded SVGs (styles/, products/) indexed so the library shows them too. Each
// file gets its mediaFiles record, its folder count and a 320 px WebP thumbnail, as an upload would.
import type { Firestore } from "firebase-admin/firestore";
import sharp from "sharp";
import { MEDIA_FILES, MEDIA_FOLDERS, mediaFileFields, mediaFileId, mediaFolderId } from "../../server/src/firestore/mediaFiles";
import { folderOf, THUMBNAIL_WIDTH } from "@atelier/domain/media/mediaFile";
import { LOCAL_BUCKET, type FileStorage } from "../../server/src/storage";
import type { DemoData } from "./generate";
import { abstractSvg, productSvg, stylePreviewSvg } from "./images";

/** The library's own folders and images: name, palette (a style of images.ts), alt text. */
export const MEDIA_LIBRARY: ReadonlyArray<{ folder: string; files: ReadonlyArray<{ name: string; palette: string; alt: string }> }> = [
  {
    folder: "media/affiches",
    files: [
      { name: "affiche-ete-2026.png", palette: "pop-art", alt: "Affiche de l’été 2026, couleurs vives" },
      { name: "affiche-noel.png", palette: "art-deco", alt: "Affiche de Noël dorée" },
      { name: "soldes-hiver.png", palette: "noir-et-blanc", alt: "Bandeau des soldes d’hiver" },
      { name: "nouvelle-collection.png", palette: "pastel-doux", alt: "Nouvelle collection aux tons pastel" },
    ],
  },
  {
    folder: "media/blog",
    files: [
      { name: "atelier-impression.png", palette: "ukiyo-e", alt: "L’atelier d’impression" },
      { name: "conseils-encadrement.png", palette: "portrait-peint", alt: "Cadres posés contre un mur" },
      { name: "styles-ia-aquarelle.png", palette: "aquarelle", alt: "Exemple de style aquarelle" },
      { name: "coulisses-creations.png", palette: "fantaisie", alt: "Les coulisses des créations" },
      { name: "papiers-et-toiles.png", palette: "croquis-crayon", alt: "Échantillons de papiers et de toiles" },
    ],
  },
  {
    folder: "media/pages",
    files: [
      { name: "equipe-atelier.png", palette: "impressionniste", alt: "L’équipe de l’atelier" },
      { name: "carte-livraison.png", palette: "vitrail", alt: "Carte des zones de livraison" },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;

export async function writeMediaLibrary(data: DemoData, db: Firestore, storage: FileStorage): Promise<number> {
  const entries: Array<{ fullPath: string; svg: string; png: boolean; alt: string | null; customMetadata: Record<string, string> }> = [];
  for (const { folder, files } of MEDIA_LIBRARY) {
    for (const file of files) {
      entries.push({
        fullPath: `${folder}/${file.name}`,
        svg: abstractSvg(file.name, file.palette),
        png: true,
        alt: file.alt,
        customMetadata: { source: "démo" },
      });
    }
  }
  for (const s of [...data.textToImageStyles, ...data.aiPrompts]) {
    entries.push({ fullPath: s.previewUrl, svg: stylePreviewSvg(s.id), png: false, alt: `Aperçu du style ${s.name}`, customMetadata: { styleId: s.id } });
  }
  for (const p of data.products) {
    entries.push({ fullPath: p.imageUrl, svg: productSvg(p.id), png: false, alt: p.name, customMetadata: { productId: p.id } });
  }

  const batch = db.batch();
  const counts = new Map<string, number>();
  for (const [i, entry] of entries.entries()) {
    const bytes = entry.png ? await sharp(Buffer.from(entry.svg)).png().toBuffer() : Buffer.from(entry.svg);
    const contentType = entry.png ? "image/png" : "image/svg+xml";
    // The catalogue's SVGs are written by writeImages; the library's PNGs here.
    if (entry.png) await storage.put(entry.fullPath, bytes, { contentType, customMetadata: entry.customMetadata });
    const thumbnail = await sharp(Buffer.from(entry.svg)).resize({ width: THUMBNAIL_WIDTH }).webp({ quality: 80 }).toBuffer();
    await storage.put(`thumbnails/${entry.fullPath}.webp`, thumbnail, { contentType: "image/webp" });
    const createdAt = new Date(data.anchor.getTime() - (entries.length - i) * DAY);
    const fields = mediaFileFields(
      {
        bucket: LOCAL_BUCKET,
        fullPath: entry.fullPath,
        folder: folderOf(entry.fullPath),
        name: entry.fullPath.slice(entry.fullPath.lastIndexOf("/") + 1),
        size: bytes.length,
        contentType,
        width: 512,
        height: 512,
        customMetadata: entry.customMetadata,
        thumbnail: true,
        uploadedBy: null,
      },
      createdAt,
    );
    batch.set(db.collection(MEDIA_FILES).doc(mediaFileId(entry.fullPath)), { ...fields, alt: entry.alt });
    counts.set(fields.folder, (counts.get(fields.folder) ?? 0) + 1);
  }
  for (const [path, fileCount] of counts) batch.set(db.collection(MEDIA_FOLDERS).doc(mediaFolderId(path)), { path, fileCount });
  await batch.commit();
  return entries.length;
}
