/**
 * Sends an image to the media library (multipart POST /storage/files, the one upload path) with
 * the admin's ID token; answers the storage path to save and a link to preview it, or throws the
 * server's French refusal. Kept for the screens that still pass `upload` to ImageField, which now
 * uploads from its picker instead.
 */
import type { UploadedImage } from "../ui/form/ImageField";
import { storageErrorMessage } from "../ui/media/storageErrors";
import { auth } from "./firebase";

export async function uploadCatalogueImage(file: File): Promise<UploadedImage> {
  const token = await auth.currentUser?.getIdToken();
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await fetch("/storage/files", { method: "POST", headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  const body = (await response.json().catch(() => null)) as { fullPath?: string; url?: string; message?: string } | null;
  if (!response.ok || !body?.fullPath || !body.url) throw new Error(storageErrorMessage(response.status, body));
  return { path: body.fullPath, url: body.url };
}
