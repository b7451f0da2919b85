/**
 * Sets a user's loyalty points at once (optimistic Apollo cache write of the user); a refusal
 * rolls back, toasts and says it was not saved so the modal stays open with it — as for credits.
 */
import { SetUserLoyaltyPointsDocument, type UserDetailFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { optimisticUserPayload, userChangeMessages } from "./userChange";
import { ENTITY_HISTORY } from "../audit/auditLogParams";

export function useChangeLoyaltyPoints() {
  const { run } = useAdminMutation(SetUserLoyaltyPointsDocument, {
    ...userChangeMessages("des points fidélité"),
    payload: (data) => data.setUserLoyaltyPoints,
    refetchQueries: [ENTITY_HISTORY],
  });

  return (user: UserDetailFragment, loyaltyPoints: number, reason: string, idempotencyKey: string) =>
    run({
      variables: { input: { userId: user.id, loyaltyPoints, reason, idempotencyKey } },
      optimisticResponse: { setUserLoyaltyPoints: optimisticUserPayload("UserPayload", user, { loyaltyPoints }) },
      success: { title: "Points fidélité mis à jour", message: `Nouveau total\u00a0: ${formatInteger(loyaltyPoints)} points` },
    });
}
