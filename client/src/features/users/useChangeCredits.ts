/**
 * Changes a user's credits at once in every screen (an optimistic Apollo cache write of the
 * user: the list row and the detail show the new balance before the server answers). When the
 * server refuses — a user error or a failure — Apollo drops the optimistic layer, the old
 * balance comes back, an error toast says why, and the error is rethrown to the caller (the
 * spec: the credits modal stays open with it). The modal's idempotency key goes with the change,
 * so that confirming again after a failure cannot apply it twice.
 */
import { useMutation } from "@apollo/client/react";
import { AdjustUserCreditsDocument, SetUserCreditsDocument, type UserDetailFragment } from "../../gql/graphql";
import type { CreditsPlan } from "./creditsForm";
import { optimisticUserPayload, reportUserChange } from "./userChange";

type Plan = Extract<CreditsPlan, { ok: true }>;

const optimisticPayload = (user: UserDetailFragment, credits: number) => optimisticUserPayload("UserCreditsPayload", user, { credits });

export function useChangeCredits() {
  const [setCredits] = useMutation(SetUserCreditsDocument, { refetchQueries: ["UserTransactions"] });
  const [adjustCredits] = useMutation(AdjustUserCreditsDocument, { refetchQueries: ["UserTransactions"] });

  return (user: UserDetailFragment, plan: Plan, idempotencyKey: string): Promise<void> =>
    reportUserChange(
      "des crédits",
      async () => {
        if (plan.mode === "set") {
          const { data } = await setCredits({
            variables: { input: { userId: user.id, credits: plan.after, reason: plan.reason, idempotencyKey } },
            optimisticResponse: { setUserCredits: optimisticPayload(user, plan.after) },
          });
          return data?.setUserCredits.userErrors[0]?.message;
        }
        const { data } = await adjustCredits({
          variables: { input: { userId: user.id, delta: plan.delta, reason: plan.reason, idempotencyKey } },
          optimisticResponse: { adjustUserCredits: optimisticPayload(user, plan.after) },
        });
        return data?.adjustUserCredits.userErrors[0]?.message;
      },
      ["Crédits mis à jour", `Nouveau solde\u00a0: ${plan.after} crédits`],
    );
}
