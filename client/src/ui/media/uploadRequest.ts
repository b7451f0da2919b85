/**
 * One multipart POST /storage/files through XMLHttpRequest, for its real upload progress
 * (fetch has none): `file` and an optional `folder`, the admin's ID token. Answers the status
 * and the JSON body (status 0: no answer); an abort rejects with an AbortError.
 */
import { STORAGE_FILES_URL, type RestRefusal, type UploadedMedia } from "@atelier/domain/rest/storageFiles";
import { abortError, type AttemptResult } from "./retryPolicy";

/** The REST contract is the domain's (the server answers the same type). */
export { STORAGE_FILES_URL, type UploadedMedia };

export type UploadAnswer = Partial<RestRefusal> & Partial<UploadedMedia>;

export function sendUpload(options: {
  file: File;
  folder: string | null;
  token: string | null;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}): Promise<AttemptResult<UploadAnswer | null>> {
  const { file, folder, token, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open("POST", STORAGE_FILES_URL);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: UploadAnswer | null = null;
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        body = null;
      }
      signal.removeEventListener("abort", onAbort);
      resolve({ status: xhr.status, value: body });
    };
    xhr.onerror = () => {
      signal.removeEventListener("abort", onAbort);
      resolve({ status: 0, value: null });
    };
    xhr.onabort = () => reject(abortError());
    const onAbort = () => xhr.abort();
    signal.addEventListener("abort", onAbort, { once: true });
    const form = new FormData();
    if (folder) form.append("folder", folder);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
