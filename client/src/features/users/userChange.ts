/** What the user-change hooks share: optimistic payloads and the titles of their toasts. */
import type { UserDetailFragment } from "../../gql/graphql";
import { typed } from "../../ui/mutation/typename";

/** A user change's payload as the server will answer it, for an optimistic cache write. */
export const optimisticUserPayload = (payload: "UserPayload" | "UserCreditsPayload", user: UserDetailFragment, changes: Partial<UserDetailFragment>) =>
  typed(payload, { user: typed("User", { ...user, ...changes }), approvalRequest: null, userErrors: [] });

/** The refusal and failure toasts' titles of a change of `what` (« des crédits »). */
export const userChangeMessages = (what: string) => ({ refusal: `Modification ${what} refusée`, failure: `Modification ${what} impossible` });
