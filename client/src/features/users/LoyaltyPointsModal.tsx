/**
 * The loyalty-points modal (?dialog=loyalty-points): a new value with a required reason (kept in
 * the audit log), the points before and after, a confirmation; stays open with the error when
 * the server refuses.
 */
import { Input } from "@chakra-ui/react";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import type { UserDetailFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { FormField } from "../../ui/form";
import { BalanceChangeDialog, type BalanceValues } from "./BalanceChangeDialog";
import { planLoyaltyPoints } from "./creditsForm";
import { displayName } from "./userColumns";
import { useChangeLoyaltyPoints } from "./useChangeLoyaltyPoints";

/** Mounted on opening, unmounted on closing. */
export function LoyaltyPointsModal({ user, onClose }: { user: UserDetailFragment; onClose: () => void }) {
  const [before] = useState(user.loyaltyPoints ?? 0);
  const changeLoyaltyPoints = useChangeLoyaltyPoints();

  return (
    <BalanceChangeDialog
      title={`Modifier les points fidélité de ${displayName(user)}`}
      before={before}
      beforeLabel="Points actuels"
      testId="loyalty-points"
      mode="set"
      plan={(values) => planLoyaltyPoints(before, values.amount, values.reason)}
      reasonHelp="Enregistré dans le journal"
      confirmation={(ok) => (
        <>
          Les points fidélité de {displayName(user)} passeront de {formatInteger(ok.before)} à {formatInteger(ok.after)}. Motif
          {"\u00a0"}: « {ok.reason} ». Confirmez-vous{"\u00a0"}?
        </>
      )}
      save={(ok, key) => changeLoyaltyPoints(user, ok.after, ok.reason, key)}
      onClose={onClose}
    >
      <PointsAmount />
    </BalanceChangeDialog>
  );
}

function PointsAmount() {
  const { register } = useFormContext<BalanceValues>();
  return (
    <FormField name="amount" label="Nouveau nombre de points" required>
      <Input inputMode="numeric" autoComplete="off" {...register("amount")} />
    </FormField>
  );
}
