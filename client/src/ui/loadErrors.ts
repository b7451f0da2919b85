import { apiErrorCode, isAccessRefusal, isPermissionRefusal } from "./apiErrors";
import { errorText } from "./errorText";
import { notify } from "./notify";

/**
 * The spec's list-load failure messages (title 'Erreur de chargement'): permission problems get
 * their two fixed texts; anything else "the error's own message" as an administrator can read
 * it — the API's French message, or a French sentence for a network failure or a server fault
 * (ui/errorText.ts) — else the screen's default ('Impossible de charger les commandes', …).
 */
export const LOAD_ERROR_TITLE = "Erreur de chargement";

export function listLoadErrorMessage(error: unknown, fallback: string): string {
  // A role's refusal names what it lacks (« Accès refusé - votre rôle ne permet pas : Finances »).
  if (isPermissionRefusal(error)) return errorText(error, fallback);
  const code = apiErrorCode(error);
  if (code === "FORBIDDEN" || code === "permission-denied") {
    return "Permissions insuffisantes. Vérifiez vos droits administrateur dans Firebase.";
  }
  const message = error instanceof Error ? error.message : "";
  if (/missing or insufficient permissions/i.test(message)) {
    return "Permissions Firestore insuffisantes. Contactez votre administrateur système.";
  }
  return errorText(error, fallback);
}

/**
 * The 'Erreur de chargement' toast of a failed load. A FORBIDDEN answer gets none: the shell
 * announces revoked rights itself ('Accès refusé', app/auth/accessRevoked.ts) and signs out.
 */
export function notifyLoadError(error: unknown, fallback: string): void {
  if (isAccessRefusal(error)) return;
  notify.error(LOAD_ERROR_TITLE, listLoadErrorMessage(error, fallback));
}
