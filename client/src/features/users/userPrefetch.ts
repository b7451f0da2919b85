/**
 * A user's page asked for before it is opened (issue 34): the very query it will run (same
 * document, same variables), so that the click finds it in the cache. Part of the page's chunk
 * (UserDetailPage re-exports `prefetch`): /users loads it when a row is pointed at
 * (ui/list/useRowPrefetch), so its own first paint carries none of it.
 */
import type { ApolloClient } from "@apollo/client";
import type { useCan } from "../../app/auth/AuthContext";
import { UserDetailDocument } from "../../gql/graphql";

type Can = ReturnType<typeof useCan>;

/** The page's variables for a role: balances for CREDITS only (docs/roles.md « Console »). */
export const userPageVariables = (id: string, can: Can) => ({ id, withCredits: can("CREDITS") });

export function prefetch(client: ApolloClient, id: string, can: Can): void {
  void client.query({ query: UserDetailDocument, variables: userPageVariables(id, can) }).catch(() => undefined);
}
