/**
 * The one way a record's screen waits for its record, on a detail page (DetailState adds the
 * heading), in a drawer or in a dialog: skeletons of the content's own size while it loads (so
 * nothing jumps when it comes), the console's error state (ui/ErrorState.tsx: French from
 * errorText, never a raw error.message) with « Réessayer », or what is missing (NotFoundState).
 * Once the record is there, `children(record)` draws it.
 *
 *   <RecordState item={data?.creation} loading={loading} error={error} onRetry={refetch} inDialog
 *     loadFailed="Impossible de charger la création" skeleton={<Skeleton height="80" />}
 *     notFound={{ title: "Création introuvable", message: "Elle a peut-être été supprimée. …" }}>
 *     {(creation) => <Details creation={creation} />}
 *   </RecordState>
 */
import type { ReactNode } from "react";
import { ErrorState } from "../ErrorState";
import { listLoadErrorMessage } from "../loadErrors";
import { NotFoundState, type NotFound } from "./NotFoundState";

export type RecordStateProps<Item> = {
  item: Item | null | undefined;
  loading: boolean;
  error: unknown;
  /** « Réessayer »: usually the query's refetch. */
  onRetry: () => unknown;
  /** The message of a failed load whose error says nothing the admin can use: 'Impossible de charger la commande'. */
  loadFailed: string;
  /** What is missing (and, on a page, the way back to its list). */
  notFound: NotFound;
  /** The content's layout drawn as skeletons, at the size of what comes. */
  skeleton: ReactNode;
  /** In a dialog or a drawer: the error state keeps no room for the page's toasts. */
  inDialog?: boolean;
  children: (item: Item) => ReactNode;
};

export function RecordState<Item>({ item, loading, error, onRetry, loadFailed, notFound, skeleton, inDialog, children }: RecordStateProps<Item>) {
  // A failed refetch of a record already shown keeps it: only a failed first load replaces it.
  if (item) return children(item);
  if (error) return <ErrorState message={listLoadErrorMessage(error, loadFailed)} onRetry={onRetry} inDialog={inDialog} />;
  if (loading) return skeleton;
  return <NotFoundState {...notFound} />;
}
