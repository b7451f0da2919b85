/** What the user-change hooks share: optimistic payloads and how a refusal is reported. */
import { notify } from "../../ui/notify";
import type { UserDetailFragment } from "../../gql/graphql";

// The generated types leave __typename out, but the cache needs it to normalise optimistic data.
const typed = <T extends object>(__typename: string, value: T): T => ({ __typename, ...value });

/** A user change's payload as the server will answer it, for an optimistic cache write. */
export const optimisticUserPayload = (payload: "UserPayload" | "UserCreditsPayload", user: UserDetailFragment, changes: Partial<UserDetailFragment>) =>
  typed(payload, { user: typed("User", { ...user, ...changes }), userErrors: [] });

/**
 * Runs a change whose mutation resolves to the server's refusal message, if any. A refusal or a
 * failure (Apollo has already rolled the optimistic write back) gets an error toast and is
 * rethrown, so that the modal that asked stays open with it; success gets `done` as a toast.
 */
export async function reportUserChange(what: string, change: () => Promise<string | undefined>, done: [title: string, message: string]) {
  let refusal: string | undefined;
  try {
    refusal = await change();
  } catch (error) {
    const message = error instanceof Error ? error.message : "Erreur inconnue";
    notify.error(`Modification ${what} impossible`, message);
    throw new Error(message);
  }
  if (refusal) {
    notify.error(`Modification ${what} refusée`, refusal);
    throw new Error(refusal);
  }
  notify.success(...done);
}
