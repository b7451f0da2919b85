/**
 * An inbox's drawer asked for before it is opened (issue 34): when a row is pointed at or focused,
 * the queries the drawer will run (same documents, same variables), so that the click finds them
 * in the cache. The drawer's code is already there: it lives in the list's chunk.
 */
import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";

/** `detail` takes the row's id; `shared` are the drawer's queries without variables (asked for once, then cached). */
export function useDrawerPrefetch(detail: TypedDocumentNode<unknown, { id: string }>, ...shared: TypedDocumentNode<unknown, Record<string, never>>[]) {
  const client = useApolloClient();
  return useCallback(
    ({ id }: { id: string }) => {
      // A failure is left to the drawer, which asks again and shows it.
      for (const query of shared) void client.query({ query }).catch(() => undefined);
      void client.query({ query: detail, variables: { id } }).catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the documents are module constants
    [client, detail],
  );
}
