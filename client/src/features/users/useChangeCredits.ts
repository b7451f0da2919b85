/**
 * Changes a user's credits at once in every screen (an optimistic Apollo cache write of the
 * user: the list row and the detail show the new balance before the server answers). When the
 * server refuses — a user error or a failure — Apollo drops the optimistic layer, the old
 * balance comes back, an error toast says why, and the error is rethrown to the caller (the
 * spec: the credits modal stays open with it).
 */
import { useMutation } from "@apollo/client/react";
import { notify } from "../../app/notify";
import { AdjustUserCreditsDocument, SetUserCreditsDocument, type UserDetailFragment } from "../../gql/graphql";
import type { CreditsPlan } from "./creditsForm";

type Plan = Extract<CreditsPlan, { ok: true }>;

// The generated types leave __typename out, but the cache needs it to normalise optimistic data.
const typed = <T extends object>(__typename: string, value: T): T => ({ __typename, ...value });
const optimisticPayload = (user: UserDetailFragment, credits: number) =>
  typed("UserCreditsPayload", { user: typed("User", { ...user, credits }), userErrors: [] });

export class CreditsChangeRefused extends Error {}

export function useChangeCredits() {
  const [setCredits] = useMutation(SetUserCreditsDocument, { refetchQueries: ["UserTransactions"] });
  const [adjustCredits] = useMutation(AdjustUserCreditsDocument, { refetchQueries: ["UserTransactions"] });

  return async (user: UserDetailFragment, plan: Plan): Promise<void> => {
    let refusal: string | undefined;
    try {
      if (plan.mode === "set") {
        const { data } = await setCredits({
          variables: { input: { userId: user.id, credits: plan.after, reason: plan.reason } },
          optimisticResponse: { setUserCredits: optimisticPayload(user, plan.after) },
        });
        refusal = data?.setUserCredits.userErrors[0]?.message;
      } else {
        const { data } = await adjustCredits({
          variables: { input: { userId: user.id, delta: plan.delta, reason: plan.reason } },
          optimisticResponse: { adjustUserCredits: optimisticPayload(user, plan.after) },
        });
        refusal = data?.adjustUserCredits.userErrors[0]?.message;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : "Erreur inconnue";
      notify.error("Modification des crédits impossible", message);
      throw new CreditsChangeRefused(message);
    }
    if (refusal) {
      notify.error("Modification des crédits refusée", refusal);
      throw new CreditsChangeRefused(refusal);
    }
    notify.success("Crédits mis à jour", `Nouveau solde : ${plan.after} crédits`);
  };
}
