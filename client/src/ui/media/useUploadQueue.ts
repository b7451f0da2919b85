/**
 * The upload queue of the media kit: several files at once, each with its real progress, cancel
 * (abort), automatic retries on 5xx/408/429 within 10 minutes (retryPolicy.ts), then a French
 * error and « Réessayer »; a refused file (wrong type, too large) its reason and « Retirer » only.
 * Each upload runs on its own; `onUploaded` hears every success.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { isRefusedFile, UPLOAD_RETRY_LIMIT_MS, withRetry } from "./retryPolicy";
import { storageErrorMessage, uploadFailureMessage } from "./storageErrors";
import { useStorageToken } from "./MediaStorageContext";
import { sendUpload, type UploadedMedia } from "./uploadRequest";

/** `refused`: the server refused the file itself (retryPolicy's isRefusedFile); no retry can pass. */
export type UploadStatus = "uploading" | "retrying" | "done" | "error" | "refused" | "canceled";

export interface UploadItem {
  id: string;
  file: File;
  folder: string | null;
  status: UploadStatus;
  /** 0–1 of the current attempt. */
  progress: number;
  /** Retries so far. */
  retries: number;
  error: string | null;
  result: UploadedMedia | null;
}

let nextId = 0;

export function useUploadQueue(onUploaded?: (file: UploadedMedia) => void) {
  const getToken = useStorageToken();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const uploadedRef = useRef(onUploaded);
  uploadedRef.current = onUploaded;

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    async (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patch(item.id, { status: "uploading", progress: 0, error: null, retries: 0, result: null });
      try {
        const answer = await withRetry(
          async () => {
            const token = await getToken();
            return sendUpload({
              file: item.file,
              folder: item.folder,
              token,
              signal: controller.signal,
              onProgress: (progress) => patch(item.id, { progress }),
            });
          },
          {
            limitMs: UPLOAD_RETRY_LIMIT_MS,
            signal: controller.signal,
            onRetry: ({ attempt }) => patch(item.id, { status: "retrying", progress: 0, retries: attempt }),
          },
        );
        if (answer.status === 201 && answer.value?.fullPath) {
          const result = answer.value as UploadedMedia;
          patch(item.id, { status: "done", progress: 1, result });
          uploadedRef.current?.(result);
        } else {
          const status = isRefusedFile(answer.status) ? "refused" : "error";
          patch(item.id, { status, error: storageErrorMessage(answer.status, answer.value, answer.gaveUp !== null) });
        }
      } catch (error) {
        if ((error as Error).name === "AbortError") patch(item.id, { status: "canceled", error: "Envoi annulé." });
        else patch(item.id, { status: "error", error: uploadFailureMessage(error) });
      } finally {
        controllers.current.delete(item.id);
      }
    },
    [getToken, patch],
  );

  const add = useCallback(
    (files: Iterable<File>, folder: string | null) => {
      const added = [...files].map((file): UploadItem => ({
        id: `upload-${++nextId}`,
        file,
        folder,
        status: "uploading",
        progress: 0,
        retries: 0,
        error: null,
        result: null,
      }));
      setItems((current) => [...current, ...added]);
      for (const item of added) void run(item);
    },
    [run],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const retry = useCallback(
    (id: string) => {
      const item = itemsRef.current.find((i) => i.id === id);
      if (item) void run(item);
    },
    [run],
  );
  const remove = useCallback((id: string) => setItems((current) => current.filter((i) => i.id !== id)), []);
  const clearFinished = useCallback(() => setItems((current) => current.filter((i) => i.status === "uploading" || i.status === "retrying")), []);

  return { items, add, cancel, retry, remove, clearFinished };
}
