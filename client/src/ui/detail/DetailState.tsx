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
import { PageHeader } from "../PageHeader";
import { RecordState, type RecordStateProps } from "./RecordState";

/** A record's state (RecordState's props, outside any dialog), with the route's title as heading until there is an item to name. */
type Props<Item> = Omit<RecordStateProps<Item>, "inDialog"> & { title: string };

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
