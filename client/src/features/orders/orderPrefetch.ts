/**
 * An order's page asked for before it is opened (issue 34, « a row opens its record at once »):
 * when a row of a list of orders is pointed at or focused, its chunk and the very queries the
 * page will run (same document, same variables), so that the click finds them in the cache.
 */
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useCan } from "../../app/auth/AuthContext";
import { OrderDetailPageDocument, OrderRefundsDocument } from "../../gql/graphql";

type Can = ReturnType<typeof useCan>;

/** The page's variables for a role: invoices for FINANCES or REFUNDS (the server refuses the page otherwise). */
export const orderPageVariables = (id: string, can: Can) => ({ id, withInvoicing: can("FINANCES") || can("REFUNDS") });

/** What was refunded is asked for with the order, for REFUNDS only. */
export const readsRefunds = (can: Can) => can("REFUNDS");

export function useOrderPrefetch(): (order: { id: string }) => void {
  const client = useApolloClient();
  const can = useCan();
  return useCallback(
    ({ id }) => {
      void import("./OrderDetailPage");
      // A failure is left to the page, which asks again and shows it.
      void client.query({ query: OrderDetailPageDocument, variables: orderPageVariables(id, can) }).catch(() => undefined);
      if (readsRefunds(can)) void client.query({ query: OrderRefundsDocument, variables: { id } }).catch(() => undefined);
    },
    [client, can],
  );
}
