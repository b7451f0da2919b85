/**
 * A list row's detail asked for before it is opened (issue 34, « a row opens its record at once »):
 * `DataTable`'s `prefetchRow` for a detail in a chunk of its own. The prefetching code lives with
 * the detail (its chunk exports `prefetch`: the very queries it will run), so the list's first
 * paint carries none of it; a row pointed at loads the detail's chunk and starts its queries.
 *
 *   const prefetchOrder = useRowPrefetch(() => import("./OrderDetailPage"), can);
 *   <DataTable … prefetchRow={prefetchOrder} />
 */
import type { ApolloClient } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";

/** What a detail's chunk exports: starts its queries for the record `id`. */
export type RowPrefetchModule<Context> = { prefetch: (client: ApolloClient, id: string, context: Context) => void };

/** `context`: what the detail's variables depend on (e.g. the member's permissions). */
export function useRowPrefetch<Context>(load: () => Promise<RowPrefetchModule<Context>>, context: Context): (row: { id: string }) => void {
  const client = useApolloClient();
  return useCallback(
    // A failure is left to the detail, which asks again and shows it.
    ({ id }) =>
      void load().then(
        (module) => module.prefetch(client, id, context),
        () => undefined,
      ),
    [client, load, context],
  );
}
