/**
 * The media library's REST door as the console calls it (docs/media.md): multipart uploads to
 * POST /storage/files, DELETE, and the signed links made absolute.
 */
import sharp from "sharp";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";

export const png = (width: number, height: number, color = "#2a9d8f") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

export function uploadMedia(file: { bytes: Buffer; name: string; type?: string }, options: { token: string; folder?: string }) {
  const form = new FormData();
  if (options.folder !== undefined) form.append("folder", options.folder);
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }), file.name);
  return fetch(`${FUNCTION_BASE}/storage/files`, { method: "POST", headers: { authorization: `Bearer ${options.token}` }, body: form });
}

export const deleteMedia = (path: string, token: string) =>
  fetch(`${FUNCTION_BASE}/storage/files/${path}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });

/** A signed link as the API answers it (relative under the emulators) → a URL fetch can open. */
export const absoluteLink = (url: string) => (url.startsWith("/") ? `${FUNCTION_BASE}${url}` : url);
