/**
 * The media library's pure rules (docs/media.md): what POST /storage/files accepts (the real
 * type sniffed from the bytes, 20 Mo, a safe name and folder), how a name is made safe, the
 * search keys of a name, and the checks of an alt text and custom metadata. No I/O.
 */
import { frenchInteger, inputField, tooLong, userError, type UserError } from "../userErrors";

/** 20 Mo: the most one upload may weigh. */
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;
/**
 * 40 megapixels: the most pixels one image may have. A shop's largest photo (a 45-Mpx camera
 * shot cropped, an A2 poster at 300 dpi ≈ 35 Mpx) fits; past it, a PNG of a few kilobytes can
 * describe 81 Mpx that sharp must decode to make the thumbnail (about 2 s of CPU each), so the
 * size is read from the header and refused before any decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Library uploads live under this prefix: `media/<folder>/<safe-name>`. */
export const MEDIA_ROOT = "media";
/** Thumbnails mirror the original's path: `thumbnails/<fullPath>.webp`. */
export const THUMBNAIL_ROOT = "thumbnails";
export const THUMBNAIL_WIDTH = 320;
export const MAX_NAME_LENGTH = 120;
export const MAX_FOLDER_DEPTH = 5;
export const MAX_ALT_LENGTH = 300;
export const MAX_METADATA_ENTRIES = 20;
export const MAX_METADATA_KEY_LENGTH = 64;
export const MAX_METADATA_VALUE_LENGTH = 500;
/** The longest search key kept for a name (longer searches are cut to it). */
export const MAX_SEARCH_KEY_LENGTH = 24;

export type MediaType = {
  contentType: "image/png" | "image/jpeg" | "image/webp" | "image/gif" | "image/avif";
  extension: "png" | "jpg" | "webp" | "gif" | "avif";
};

export const MEDIA_TYPES: readonly MediaType[] = [
  { contentType: "image/png", extension: "png" },
  { contentType: "image/jpeg", extension: "jpg" },
  { contentType: "image/webp", extension: "webp" },
  { contentType: "image/gif", extension: "gif" },
  { contentType: "image/avif", extension: "avif" },
];

/** Storage error codes of the spec, and the library's own. */
export const storageCodes = {
  badRequest: "storage/invalid-argument",
  unsafeName: "storage/invalid-name",
  unauthenticated: "storage/unauthenticated",
  unauthorized: "storage/unauthorized",
  quota: "storage/quota-exceeded",
  notFound: "storage/object-not-found",
  tooLarge: "storage/file-too-large",
  tooManyPixels: "media/image-too-large",
  unsupported: "storage/unsupported-type",
  inUse: "media/in-use",
  unknown: "storage/unknown",
} as const;

export const mediaMessages = {
  noFile: "Aucun fichier reçu\u00a0: joignez un fichier dans le champ « file ».",
  empty: "Le fichier est vide.",
  tooLarge: `Fichier trop volumineux\u00a0: ${frenchInteger(MAX_MEDIA_BYTES / 1024 / 1024)}\u00a0Mo au plus.`,
  unsupported: "Format non pris en charge\u00a0: choisissez une image PNG, JPEG, WebP, GIF ou AVIF.",
  unsafeName: "Nom de fichier invalide\u00a0: il ne doit contenir ni « / », ni « \\ », ni « .. », ni caractère de contrôle.",
  unsafeFolder: "Dossier invalide\u00a0: lettres, chiffres, « . », « _ » et « - » seulement, séparés par « / ».",
  notFound: "Fichier introuvable.",
  unknown: "L’envoi a échoué\u00a0: réessayez.",
  inUse: (count: number) => `Ce fichier est utilisé par ${frenchInteger(count)} ${count > 1 ? "éléments" : "élément"}\u00a0: il ne peut pas être supprimé.`,
  invalidMetadataKey: `Clé de métadonnée invalide\u00a0: lettres, chiffres, « _ » et « - », ${frenchInteger(MAX_METADATA_KEY_LENGTH)} caractères au plus.`,
  duplicateMetadataKey: "Cette clé de métadonnée est déjà utilisée.",
  tooManyMetadata: `${frenchInteger(MAX_METADATA_ENTRIES)} métadonnées au plus.`,
  tooManyPixels: (width: number, height: number) =>
    `Image trop grande\u00a0: ${frenchInteger(width)}\u00a0×\u00a0${frenchInteger(height)} pixels (${frenchInteger(Math.round((width * height) / 1_000_000))}\u00a0mégapixels)\u00a0; ${frenchInteger(MAX_IMAGE_PIXELS / 1_000_000)}\u00a0mégapixels au plus. Réduisez-la avant de l’envoyer.`,
} as const;

/** The pixel ceiling's refusal for an image of width × height, or null when it fits (MAX_IMAGE_PIXELS). */
export function pixelCeilingRefusal(width: number, height: number): string | null {
  return width * height > MAX_IMAGE_PIXELS ? mediaMessages.tooManyPixels(width, height) : null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes are, from their magic numbers; null for anything else (SVG included). */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MEDIA_TYPES[0]!;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return MEDIA_TYPES[1]!;
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return MEDIA_TYPES[2]!;
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return MEDIA_TYPES[3]!;
  // ISO-BMFF: <size> "ftyp" <major brand> — "avif" (still) or "avis" (sequence).
  if (startsWith(bytes, ascii("ftyp"), 4) && (startsWith(bytes, ascii("avif"), 8) || startsWith(bytes, ascii("avis"), 8))) return MEDIA_TYPES[4]!;
  return null;
}

/** Lower case, accents folded: « Été » → « ete ». */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** One safe path segment: [a-z0-9._-], no leading or trailing « . » / « - », runs collapsed. */
function safeSegment(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[.\-_]+|[.\-_]+$/g, "");
}

// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The stored name of an upload: the client's name folded to [a-z0-9._-] with the extension of
 * the sniffed type (« Été à Paris.PNG » → « ete-a-paris.png »), or null when the name is unsafe
 * (a path separator, « .. », a control character, or nothing left once folded).
 */
export function safeFileName(original: string, type: MediaType): string | null {
  if (typeof original !== "string") return null;
  const name = original.trim();
  if (!name || name.includes("/") || name.includes("\\") || name.includes("..") || CONTROL.test(name)) return null;
  const dot = name.lastIndexOf(".");
  const stem = safeSegment(dot > 0 ? name.slice(0, dot) : name)
    .slice(0, MAX_NAME_LENGTH - 6)
    .replace(/[.\-_]+$/g, "");
  if (!stem) return null;
  return `${stem}.${type.extension}`;
}

/** « photo.png » → « photo-2.png », « photo-3.png »… (n ≥ 2). */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
}

/**
 * The library folder an upload goes to, under `media/`: « Affiches/Été 2026 » → « media/affiches/ete-2026 »;
 * empty → « media ». A leading « media/ » is accepted. null when unsafe: « .. », « \ », a
 * control character, a segment empty once folded, or more than MAX_FOLDER_DEPTH levels.
 */
export function safeFolder(folder: string | null | undefined): string | null {
  const raw = (folder ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (raw.includes("\\") || CONTROL.test(raw)) return null;
  const parts = raw ? raw.split("/") : [];
  if (parts[0] === MEDIA_ROOT) parts.shift();
  if (parts.length > MAX_FOLDER_DEPTH) return null;
  const safe: string[] = [];
  for (const part of parts) {
    if (part.trim() === "." || part.trim() === "..") return null;
    const segment = safeSegment(part).slice(0, 60);
    if (!segment) return null;
    safe.push(segment);
  }
  return [MEDIA_ROOT, ...safe].join("/");
}

/** The folder of a stored path: everything before its last « / » (« media/affiches/a.png » → « media/affiches »). */
export function folderOf(fullPath: string): string {
  const i = fullPath.lastIndexOf("/");
  return i < 0 ? "" : fullPath.slice(0, i);
}

/** A search typed by the admin, as the keys are stored (folded, trimmed, cut to MAX_SEARCH_KEY_LENGTH). */
export function searchKey(text: string): string {
  return foldText(text).replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_KEY_LENGTH);
}

/**
 * The prefixes a name is found by: of the whole name and of each word (split on « - _ . » and
 * spaces), folded — « affiche-ete.png » is found by « aff », « affiche-e », « ete », « png »…
 */
export function nameKeys(name: string): string[] {
  const folded = searchKey(name);
  const words = folded.split(/[\s._-]+/).filter(Boolean);
  const keys = new Set<string>();
  for (const word of [folded, ...words]) {
    for (let i = 1; i <= Math.min(word.length, MAX_SEARCH_KEY_LENGTH); i++) keys.add(word.slice(0, i));
  }
  return [...keys];
}

/** The sort key of a name: folded, so « Été » sorts with « ete ». */
export const nameSortKey = (name: string): string => foldText(name);

export interface MetadataEntry {
  key: string;
  value: string;
}

/** updateMediaFile's input checked: the alt text (trimmed, blank → null) and the custom metadata. */
export function checkMediaUpdate(input: { alt?: string | null; customMetadata: readonly MetadataEntry[] }): {
  value: { alt: string | null; customMetadata: Record<string, string> };
  errors: UserError[];
} {
  const errors: UserError[] = [];
  const alt = input.alt?.trim() || null;
  if (alt && alt.length > MAX_ALT_LENGTH) errors.push(tooLong(inputField("alt"), "Le texte alternatif", MAX_ALT_LENGTH));
  const customMetadata: Record<string, string> = {};
  if (input.customMetadata.length > MAX_METADATA_ENTRIES) {
    errors.push(userError(inputField("customMetadata"), mediaMessages.tooManyMetadata, "TOO_MANY"));
  }
  input.customMetadata.forEach((entry, i) => {
    const key = entry.key.trim();
    const value = entry.value.trim();
    if (!/^[A-Za-z0-9_-]+$/.test(key) || key.length > MAX_METADATA_KEY_LENGTH) {
      errors.push(userError(inputField("customMetadata", i, "key"), mediaMessages.invalidMetadataKey, "INVALID"));
    } else if (key in customMetadata) {
      errors.push(userError(inputField("customMetadata", i, "key"), mediaMessages.duplicateMetadataKey, "DUPLICATE"));
    }
    if (value.length > MAX_METADATA_VALUE_LENGTH) {
      errors.push(tooLong(inputField("customMetadata", i, "value"), "La valeur", MAX_METADATA_VALUE_LENGTH));
    }
    customMetadata[key] = value;
  });
  return { value: { alt, customMetadata }, errors };
}
