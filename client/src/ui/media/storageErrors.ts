import { ERROR_TEXTS, errorText } from "../errorText";

/**
 * Storage errors in French (the spec's four codes: 401 → unauthenticated, 402 → quota,
 * 403 → unauthorized, 404 → object-not-found), and the message of any other failed call.
 */
export type StorageErrorCode =
  | "storage/unauthenticated"
  | "storage/quota-exceeded"
  | "storage/unauthorized"
  | "storage/object-not-found"
  | "storage/retry-limit-exceeded"
  | "storage/canceled"
  | "storage/unknown";

export const storageErrorMessages: Record<StorageErrorCode, string> = {
  "storage/unauthenticated": "Session expirée\u00a0: reconnectez-vous pour envoyer des fichiers.",
  "storage/quota-exceeded": "Quota de stockage dépassé\u00a0: libérez de l’espace avant d’envoyer d’autres fichiers.",
  "storage/unauthorized": "Accès refusé\u00a0: droits administrateur requis pour gérer les fichiers.",
  "storage/object-not-found": "Fichier introuvable\u00a0: il a peut-être été supprimé.",
  "storage/retry-limit-exceeded": "Le serveur ne répond pas\u00a0: l’envoi a été abandonné après plusieurs tentatives.",
  "storage/canceled": "Envoi annulé.",
  "storage/unknown": "L’opération a échoué.",
};

/** The spec's code of an HTTP status. */
export function storageErrorCode(status: number): StorageErrorCode {
  switch (status) {
    case 401:
      return "storage/unauthenticated";
    case 402:
      return "storage/quota-exceeded";
    case 403:
      return "storage/unauthorized";
    case 404:
      return "storage/object-not-found";
    default:
      return "storage/unknown";
  }
}

/**
 * The French message of a failed storage call: the four spec codes by their own words; past the
 * retry limit, « Le serveur ne répond pas… »; otherwise the server's French message (413, 415,
 * unsafe name, in use…) or a generic one with the status.
 */
export function storageErrorMessage(status: number, body?: { message?: unknown } | null, gaveUp = false): string {
  const code = storageErrorCode(status);
  if (code !== "storage/unknown") return storageErrorMessages[code];
  if (gaveUp) return storageErrorMessages["storage/retry-limit-exceeded"];
  if (typeof body?.message === "string" && body.message.trim()) return body.message;
  // No answer, an overload, a server fault: the same words as every other failed call (ui/errorText).
  if (status === 0) return ERROR_TEXTS.unreachable;
  if (status === 429) return ERROR_TEXTS.busy;
  if (status >= 500) return ERROR_TEXTS.serverFault;
  return `${storageErrorMessages["storage/unknown"]} (${status})`;
}

/**
 * The French message of an upload that threw (the session token could not be had, the request
 * could not start): errorText's words, the technical cause to the console — never the thrown
 * error's own (English) message.
 */
export const uploadFailureMessage = (error: unknown): string => errorText(error, storageErrorMessages["storage/unknown"]);
