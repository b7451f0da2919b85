/**
 * What a detail page (/orders/{id}, /users/{id}) shows until its item is there, the same way on
 * every page (RecordState, with the page's heading): the route's title as heading, then skeletons of the page's own layout while it
 * loads (so nothing jumps when it comes), the console's error state (ui/ErrorState.tsx) with
 * 'Réessayer', or what is missing (« Commande introuvable ») with the way back to its list. Once
 * the item is there, `children(item)` draws the page.
 *
 *   const { data, loading, error, refetch } = useQuery(OrderDetailPageDocument, { variables: { id } });
 *   <DetailState title={title} item={data?.order} loading={loading} error={error} onRetry={refetch}
 *     loadFailed="Impossible de charger la commande"
 *     notFound={{ title: "Commande introuvable", message: "…", back: { to: "/orders", label: "Retour aux commandes" } }}
 *     skeleton={<DetailSkeleton … />}>
 *     {(order) => <OrderDetail order={order} />}
 *   </DetailState>
 */
import type { ReactNode } from "react";
import { PageHeader } from "../PageHeader";
import type { NotFound } from "./NotFoundState";
import { RecordState } from "./RecordState";

type Props<Item> = {
  /** The route's title: the heading until there is an item to name. */
  title: string;
  item: Item | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  /** The message of a failed load whose error has none: 'Impossible de charger la commande'. */
  loadFailed: string;
  /** What is missing and the way back: « Commande introuvable », back to /orders. */
  notFound: NotFound;
  /** The page's layout drawn as skeletons (see DetailSkeleton), at the size of what comes. */
  skeleton: ReactNode;
  children: (item: Item) => ReactNode;
};

export function DetailState<Item>({ title, children, ...state }: Props<Item>) {
  // A failed refetch of a page already shown keeps it: only a failed first load replaces it.
  if (state.item) return children(state.item);
  return (
    <>
      <PageHeader title={title} descriptionPending={state.loading && !state.error} />
      <RecordState {...state}>{children}</RecordState>
    </>
  );
}
