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
import { useDeferredValue } from "react";
import { PageHeader } from "../PageHeader";
import { RecordState, type RecordStateProps } from "./RecordState";

/** A record's state (RecordState's props, outside any dialog), with the route's title as heading until there is an item to name. */
type Props<Item> = Omit<RecordStateProps<Item>, "inDialog"> & { title: string };

export function DetailState<Item>({ title, children, ...state }: Props<Item>) {
  // The record arrives in one synchronous update of Apollo's store, and the page it fills is the
  // console's largest draw: in that update the skeleton stays, and the page is drawn from the
  // deferred copy, in a transition that yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a 264 ms task on /users/{id}, total blocking time:
  // docs/performance.md). Only the first arrival waits: a record already drawn (a refetch, a save,
  // the next record) is drawn at once, never an earlier one in its place.
  const drawn = useDeferredValue(state.item);
  const item = drawn === undefined ? undefined : state.item;
  const catchingUp = state.item !== undefined && item === undefined;
  // A failed refetch of a page already shown keeps it: only a failed first load replaces it.
  if (item) return children(item);
  return (
    <>
      <PageHeader title={title} descriptionPending={(state.loading || catchingUp) && !state.error} />
      <RecordState {...state} item={item} loading={state.loading || catchingUp}>
        {children}
      </RecordState>
    </>
  );
}
