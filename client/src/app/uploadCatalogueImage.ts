/**
 * Sends a catalogue image to POST /uploads/catalogue with the admin's ID token (the body is the
 * raw file); answers the storage path to save and a link to preview it, or throws the server's
 * French refusal (too large, not an image…).
 */
import type { UploadedImage } from "../ui/form/ImageField";
import { auth } from "./firebase";

export async function uploadCatalogueImage(file: File): Promise<UploadedImage> {
  const token = await auth.currentUser?.getIdToken();
  const response = await fetch("/uploads/catalogue", {
    method: "POST",
    headers: { "content-type": file.type || "application/octet-stream", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: file,
  });
  const body = (await response.json().catch(() => ({}))) as Partial<UploadedImage> & { message?: string };
  if (!response.ok || !body.path || !body.url) throw new Error(body.message ?? `L’envoi de l’image a échoué (${response.status}).`);
  return { path: body.path, url: body.url };
}
