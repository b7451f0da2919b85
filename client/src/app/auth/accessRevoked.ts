/**
 * An administrator whose rights are revoked while signed in (by another administrator) keeps a
 * valid Firebase session: only the API's FORBIDDEN answers tell. Whatever call meets one reports
 * it here, and the auth provider announces it once (spec §6) and closes the session.
 */

export const ACCESS_REVOKED = {
  title: "Accès refusé",
  message: "Vous devez être administrateur pour accéder à cette section",
} as const;

/**
 * The session itself was ended by the team (« Désactiver », « Déconnecter toutes les sessions »,
 * docs/staff.md): the API refuses its token (UNAUTHENTICATED) at its next call. The login page
 * says why.
 */
export const SESSION_ENDED = "Session fermée - votre compte a été désactivé ou déconnecté par un administrateur. Reconnectez-vous.";

/** The refusal the login page shows: undefined for revoked rights (ACCESS_DENIED). */
type Listener = (reason?: string) => void;
const listeners = new Set<Listener>();

export function onAccessRevoked(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportAccessRevoked(reason?: string): void {
  for (const listener of listeners) listener(reason);
}

/**
 * The member's role came to require two-step sign-in while this session, opened without it, was
 * in use (the server refused a call with TWO_STEP_REQUIRED): the auth provider checks the session
 * again, which then shows the two-step page instead of signing out.
 */
const twoStepListeners = new Set<() => void>();

export function onTwoStepRequired(listener: () => void): () => void {
  twoStepListeners.add(listener);
  return () => twoStepListeners.delete(listener);
}

export function reportTwoStepRequired(): void {
  for (const listener of twoStepListeners) listener();
}
