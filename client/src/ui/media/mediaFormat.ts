/** Sizes in French units (« 1,5 Mo », « 820 ko »), with Intl and a no-break space. */
import { formatDecimal } from "../format";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatDecimal(bytes, 1)}\u00a0o`;
  if (bytes < 1024 * 1024) return `${formatDecimal(bytes / 1024, 1)}\u00a0ko`;
  return `${formatDecimal(bytes / 1024 / 1024, 1)}\u00a0Mo`;
}

/** The image types the library accepts (the server sniffs them from the bytes anyway). */
export const ACCEPTED_MEDIA = "image/png,image/jpeg,image/webp,image/gif,image/avif";

/** « media/affiches » → « affiches »; « media » → « Racine ». */
export function folderLabel(path: string): string {
  if (path === "media") return "Racine de la médiathèque";
  return path.startsWith("media/") ? path.slice("media/".length) : path;
}

/** The folder an upload goes to when `folder` is the one shown: a library folder, else the root. */
export function uploadFolder(folder: string | null): string | null {
  return folder && (folder === "media" || folder.startsWith("media/")) ? folder : null;
}
