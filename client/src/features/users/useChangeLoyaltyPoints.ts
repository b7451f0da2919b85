/**
 * Sets a user's loyalty points at once (optimistic Apollo cache write of the user); a refusal
 * rolls back, toasts and is rethrown so the modal stays open with it — as for credits.
 */
import { useMutation } from "@apollo/client/react";
import { SetUserLoyaltyPointsDocument, type UserDetailFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { optimisticUserPayload, reportUserChange } from "./userChange";

export function useChangeLoyaltyPoints() {
  const [setLoyaltyPoints] = useMutation(SetUserLoyaltyPointsDocument);

  return (user: UserDetailFragment, loyaltyPoints: number, reason: string, idempotencyKey: string): Promise<void> =>
    reportUserChange(
      "des points fidélité",
      async () => {
        const { data } = await setLoyaltyPoints({
          variables: { input: { userId: user.id, loyaltyPoints, reason, idempotencyKey } },
          optimisticResponse: { setUserLoyaltyPoints: optimisticUserPayload("UserPayload", user, { loyaltyPoints }) },
        });
        return data?.setUserLoyaltyPoints.userErrors[0]?.message;
      },
      ["Points fidélité mis à jour", `Nouveau total\u00a0: ${formatInteger(loyaltyPoints)} points`],
    );
}
