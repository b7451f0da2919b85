/**
 * Changes a user's credits at once in every screen (an optimistic Apollo cache write of the
 * user: the list row and the detail show the new balance before the server answers). When the
 * server refuses — a user error or a failure — Apollo drops the optimistic layer, the old
 * balance comes back, an error toast says why, and the result says it was not saved (the spec:
 * the credits modal stays open with it). The modal's idempotency key goes with the change, so
 * that confirming again after a failure cannot apply it twice.
 */
import { AdjustUserCreditsDocument, SetUserCreditsDocument, type UserDetailFragment } from "../../gql/graphql";
import { ENTITY_HISTORY } from "../audit/auditLogParams";
import { useAdminMutation, type AdminMutationResult } from "../../ui/mutation/useAdminMutation";
import type { CreditsPlan } from "./creditsForm";
import { optimisticUserPayload, userChangeMessages } from "./userChange";

type Plan = Extract<CreditsPlan, { ok: true }>;

const options = { ...userChangeMessages("des crédits"), refetchQueries: ["UserTransactions", ENTITY_HISTORY] };

const optimisticPayload = (user: UserDetailFragment, credits: number) => optimisticUserPayload("UserCreditsPayload", user, { credits });

export function useChangeCredits() {
  const setCredits = useAdminMutation(SetUserCreditsDocument, { ...options, payload: (data) => data.setUserCredits });
  const adjustCredits = useAdminMutation(AdjustUserCreditsDocument, { ...options, payload: (data) => data.adjustUserCredits });

  return (user: UserDetailFragment, plan: Plan, idempotencyKey: string): Promise<AdminMutationResult<unknown>> => {
    const success = { title: "Crédits mis à jour", message: `Nouveau solde\u00a0: ${plan.after} crédits` };
    if (plan.mode === "set") {
      return setCredits.run({
        variables: { input: { userId: user.id, credits: plan.after, reason: plan.reason, idempotencyKey } },
        optimisticResponse: { setUserCredits: optimisticPayload(user, plan.after) },
        success,
      });
    }
    return adjustCredits.run({
      variables: { input: { userId: user.id, delta: plan.delta, reason: plan.reason, idempotencyKey } },
      optimisticResponse: { adjustUserCredits: optimisticPayload(user, plan.after) },
      success,
    });
  };
}
