/**
 * A user's page asked for before it is opened (issue 34): when a row of /users is pointed at or
 * focused, its chunk and the very query the page will run (same document, same variables), so
 * that the click finds it in the cache.
 */
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useCan } from "../../app/auth/AuthContext";
import { UserDetailDocument } from "../../gql/graphql";

/** The page's variables for a role: balances for CREDITS only (docs/roles.md « Console »). */
export const userPageVariables = (id: string, can: ReturnType<typeof useCan>) => ({ id, withCredits: can("CREDITS") });

export function useUserPrefetch(): (user: { id: string }) => void {
  const client = useApolloClient();
  const can = useCan();
  return useCallback(
    ({ id }) => {
      void import("./UserDetailPage");
      // A failure is left to the page, which asks again and shows it.
      void client.query({ query: UserDetailDocument, variables: userPageVariables(id, can) }).catch(() => undefined);
    },
    [client, can],
  );
}
