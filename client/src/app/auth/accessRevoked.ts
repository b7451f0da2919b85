/**
 * An administrator whose rights are revoked while signed in (by another administrator) keeps a
 * valid Firebase session: only the API's FORBIDDEN answers tell. Whatever call meets one reports
 * it here, and the auth provider announces it once (spec §6) and closes the session.
 */

export const ACCESS_REVOKED = {
  title: "Accès refusé",
  message: "Vous devez être administrateur pour accéder à cette section",
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

export function onAccessRevoked(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportAccessRevoked(): void {
  for (const listener of listeners) listener();
}
