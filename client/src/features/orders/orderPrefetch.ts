/**
 * An order's page asked for before it is opened (issue 34): the very queries it will run (same
 * documents, same variables), so that the click finds them in the cache. Part of the page's chunk
 * (OrderDetailPage re-exports `prefetch`): a list loads it when a row is pointed at
 * (ui/list/useRowPrefetch), so its own first paint carries none of it.
 */
import type { ApolloClient } from "@apollo/client";
import type { useCan } from "../../app/auth/AuthContext";
import { OrderDetailPageDocument, OrderRefundsDocument, OrderReprintsDocument } from "../../gql/graphql";

type Can = ReturnType<typeof useCan>;

/** The page's variables for a role: invoices for FINANCES or REFUNDS (the server refuses the page otherwise). */
export const orderPageVariables = (id: string, can: Can) => ({ id, withInvoicing: can("FINANCES") || can("REFUNDS") });

/** What was refunded is asked for with the order, for REFUNDS only. */
export const readsRefunds = (can: Can) => can("REFUNDS");

export function prefetch(client: ApolloClient, id: string, can: Can): void {
  void client.query({ query: OrderDetailPageDocument, variables: orderPageVariables(id, can) }).catch(() => undefined);
  if (readsRefunds(can)) void client.query({ query: OrderRefundsDocument, variables: { id } }).catch(() => undefined);
  // The reprints' links: the page is drawn once they have answered too (OrderDetailPage).
  void client.query({ query: OrderReprintsDocument, variables: { id } }).catch(() => undefined);
}
