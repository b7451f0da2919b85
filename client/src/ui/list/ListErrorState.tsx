/**
 * What a list shows when it could not load: the console's one error layout (ui/ErrorState.tsx),
 * with the spec's 'Erreur de chargement' title, the screen's message (ui/loadErrors.ts) and
 * « Réessayer ».
 */
import { ErrorState } from "../ErrorState";

export function ListErrorState({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return <ErrorState message={message} onRetry={onRetry} />;
}
