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
import { HELD_REFETCH, heldOr } from "../approvals/heldToast";

type Plan = Extract<CreditsPlan, { ok: true }>;

const options = { ...userChangeMessages("des crédits"), refetchQueries: ["UserTransactions", ENTITY_HISTORY, HELD_REFETCH] };

/** « Crédits mis à jour » with the new balance, or « En attente d'approbation » when the grant was held (docs/approvals.md). */
const creditsToast = <T>(payload: (data: T) => { user?: { credits?: number | null } | null; approvalRequest?: { summary: string } | null }) =>
  heldOr(
    (data: T) => payload(data).approvalRequest,
    (data: T) => ({ title: "Crédits mis à jour", message: `Nouveau solde\u00a0: ${payload(data).user?.credits ?? ""} crédits` }),
  );

const optimisticPayload = (user: UserDetailFragment, credits: number) => optimisticUserPayload("UserCreditsPayload", user, { credits });

export function useChangeCredits() {
  const setCredits = useAdminMutation(SetUserCreditsDocument, {
    ...options,
    payload: (data) => data.setUserCredits,
    success: creditsToast((data) => data.setUserCredits),
  });
  const adjustCredits = useAdminMutation(AdjustUserCreditsDocument, {
    ...options,
    payload: (data) => data.adjustUserCredits,
    success: creditsToast((data) => data.adjustUserCredits),
  });

  return (user: UserDetailFragment, plan: Plan, idempotencyKey: string): Promise<AdminMutationResult<unknown>> => {
    if (plan.mode === "set") {
      return setCredits.run({
        variables: { input: { userId: user.id, credits: plan.after, reason: plan.reason, idempotencyKey } },
        optimisticResponse: { setUserCredits: optimisticPayload(user, plan.after) },
      });
    }
    return adjustCredits.run({
      variables: { input: { userId: user.id, delta: plan.delta, reason: plan.reason, idempotencyKey } },
      optimisticResponse: { adjustUserCredits: optimisticPayload(user, plan.after) },
    });
  };
}
