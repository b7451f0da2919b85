/** The media kit (docs/media.md): upload queue with retries, storage errors in French, thumbnails, the picker. */
export { FolderSelect } from "./FolderSelect";
export { MediaPicker, type ChosenMedia } from "./MediaPicker";
export { MediaStorageProvider, useStorageToken, type GetToken } from "./MediaStorageContext";
export { MediaThumb } from "./MediaThumb";
export { UploadQueueList } from "./UploadQueueList";
export { useUploadQueue, type UploadItem, type UploadStatus } from "./useUploadQueue";
export { ACCEPTED_MEDIA, folderLabel, formatBytes, uploadFolder } from "./mediaFormat";
export { storageErrorCode, storageErrorMessage, storageErrorMessages, type StorageErrorCode } from "./storageErrors";
export * from "./retryPolicy";
export { sendUpload, STORAGE_FILES_URL, type UploadedMedia } from "./uploadRequest";
