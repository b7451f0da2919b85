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
import { useDeferredArrival } from "../useDeferredArrival";
import { RecordState, type RecordStateProps } from "./RecordState";

/** A record's state (RecordState's props, outside any dialog), with the route's title as heading until there is an item to name. */
type Props<Item> = Omit<RecordStateProps<Item>, "inDialog"> & {
  title: string;
  /**
   * What the page already knows of the record (its list's row, from the cache), drawn instead of
   * the title and skeleton while it loads. Given here rather than drawn beside DetailState, so that
   * DetailState stays mounted from the first load to the record: mounted only when the record is
   * there, it would draw the page at once, in the update that brought it (a 134–188 ms task on
   * /orders/{id}, docs/performance.md).
   */
  preview?: ReactNode;
};

export function DetailState<Item>({ title, children, preview, ...state }: Props<Item>) {
  // The record's page is the console's largest draw: on its arrival, drawn in a transition that
  // yields (useDeferredArrival), the skeleton (or preview) kept until then.
  const item = useDeferredArrival(state.item);
  const catchingUp = state.item !== undefined && item === undefined;
  // A failed refetch of a page already shown keeps it: only a failed first load replaces it.
  if (item) return children(item);
  if (preview && (state.loading || catchingUp) && !state.error) return preview;
  return (
    <>
      <PageHeader title={title} descriptionPending={(state.loading || catchingUp) && !state.error} />
      <RecordState {...state} item={item} loading={state.loading || catchingUp}>
        {children}
      </RecordState>
    </>
  );
}
