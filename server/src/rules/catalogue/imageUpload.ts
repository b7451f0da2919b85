/**
 * What POST /uploads/catalogue accepts (docs/catalogue.md): a PNG, JPEG or WebP image of at most
 * 2 Mo, recognised from its first bytes, whatever the request says it is (an SVG or an HTML page
 * sent as image/png is refused). Pure: the console may check a file before sending it.
 */
import { frenchInteger } from "../userErrors";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type CatalogueImageType = { contentType: "image/png" | "image/jpeg" | "image/webp"; extension: "png" | "jpg" | "webp" };

export const IMAGE_TYPES: readonly CatalogueImageType[] = [
  { contentType: "image/png", extension: "png" },
  { contentType: "image/jpeg", extension: "jpg" },
  { contentType: "image/webp", extension: "webp" },
];

export const imageUploadMessages = {
  empty: "Aucun fichier reçu.",
  tooLarge: `Image trop volumineuse\u00a0: ${frenchInteger(MAX_IMAGE_BYTES / 1024 / 1024)}\u00a0Mo au plus.`,
  unsupported: "Format d'image non pris en charge\u00a0: choisissez un fichier PNG, JPEG ou WebP.",
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type the bytes are, from their magic numbers; null for anything else. */
export function sniffImageType(bytes: Uint8Array): CatalogueImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES[0]!;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return IMAGE_TYPES[1]!;
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return IMAGE_TYPES[2]!;
  return null;
}

/**
 * The stored type of an upload, or why it is refused: the declared Content-Type (parameters
 * ignored) must be one of the three and match what the bytes are.
 */
export function checkImageUpload(
  declaredType: string | undefined,
  bytes: Uint8Array,
): { ok: true; type: CatalogueImageType } | { ok: false; status: 400 | 413 | 415; message: string } {
  if (bytes.length === 0) return { ok: false, status: 400, message: imageUploadMessages.empty };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, status: 413, message: imageUploadMessages.tooLarge };
  const declared = (declaredType ?? "").split(";")[0]!.trim().toLowerCase();
  const type = sniffImageType(bytes);
  if (!type || type.contentType !== declared) return { ok: false, status: 415, message: imageUploadMessages.unsupported };
  return { ok: true, type };
}
