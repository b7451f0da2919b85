/**
 * The login error catalogue (spec §8), as pure functions so it can be tested without Firebase.
 * Firebase errors carry a `code` such as "auth/wrong-password".
 */

export const ACCESS_DENIED = "Accès refusé - Droits administrateur requis";
export const USER_FETCH_FAILED = "Impossible de récupérer les données utilisateur";

const EMAIL_MESSAGES: Record<string, string> = {
  "auth/user-not-found": "Utilisateur non trouvé",
  "auth/wrong-password": "Mot de passe incorrect",
  "auth/invalid-email": "Email invalide",
  "auth/user-disabled": "Compte désactivé",
  "auth/too-many-requests": "Trop de tentatives, réessayez plus tard",
  // With e-mail enumeration protection on, Firebase answers these instead of the two codes
  // above, and does not say which one is wrong (decision recorded in client/README.md).
  "auth/invalid-credential": "Email ou mot de passe incorrect",
  "auth/invalid-login-credentials": "Email ou mot de passe incorrect",
  // The spec's Google catalogue says « Erreur réseau »; here it also says what to do.
  "auth/network-request-failed": "Erreur réseau. Vérifiez votre connexion puis réessayez.",
};

const GOOGLE_MESSAGES: Record<string, string> = {
  "auth/popup-closed-by-user": "Connexion annulée",
  "auth/popup-blocked": "Popup bloquée par le navigateur",
  "auth/cancelled-popup-request": "Demande de connexion en cours",
  "auth/network-request-failed": "Erreur réseau",
  "auth/unauthorized-domain": "Domaine non autorisé",
};

/** Popup failures after which the spec retries the Google sign-in with a full-page redirect. */
const REDIRECT_FALLBACK_CODES = new Set(["auth/popup-blocked", "auth/popup-closed-by-user", "auth/cancelled-popup-request", "auth/operation-not-allowed"]);

export function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

/** The error's own message (spec §8), unless it is Firebase's English "Firebase: Error (auth/…)." */
function errorMessage(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("message" in error)) return undefined;
  return typeof error.message === "string" && error.message !== "" && !error.message.startsWith("Firebase:") ? error.message : undefined;
}

export function emailLoginErrorMessage(error: unknown): string {
  const code = errorCode(error);
  const known = code ? EMAIL_MESSAGES[code] : undefined;
  return known ?? errorMessage(error) ?? "Erreur de connexion inconnue";
}

export function googleLoginErrorMessage(error: unknown): string {
  const code = errorCode(error);
  return (code ? GOOGLE_MESSAGES[code] : undefined) ?? "Erreur de connexion";
}

export function shouldFallBackToRedirect(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && REDIRECT_FALLBACK_CODES.has(code);
}

/** Popups are unreliable on phones and tablets: the spec goes straight to the redirect there. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
