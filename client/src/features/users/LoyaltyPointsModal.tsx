/**
 * The loyalty-points modal: a new value with a required reason (kept in the audit log), the
 * points before and after, a confirmation; stays open with the error when the server refuses.
 */
import { Field, Input } from "@chakra-ui/react";
import { useState } from "react";
import type { UserDetailFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { BalanceChangeDialog } from "./BalanceChangeDialog";
import { planLoyaltyPoints } from "./creditsForm";
import { displayName } from "./userColumns";
import { useChangeLoyaltyPoints } from "./useChangeLoyaltyPoints";

/** Mounted on opening, unmounted on closing. */
export function LoyaltyPointsModal({ user, onClose }: { user: UserDetailFragment; onClose: () => void }) {
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [before] = useState(user.loyaltyPoints);
  const changeLoyaltyPoints = useChangeLoyaltyPoints();
  const plan = planLoyaltyPoints(before, amount, reason);

  return (
    <BalanceChangeDialog
      title={`Modifier les points fidélité de ${displayName(user)}`}
      before={before}
      beforeLabel="Points actuels"
      testId="loyalty-points"
      plan={plan}
      reason={reason}
      onReasonChange={setReason}
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
      {(touched) => (
        <Field.Root invalid={touched && !plan.ok && Boolean(plan.amountError)} required>
          <Field.Label>Nouveau nombre de points</Field.Label>
          <Input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
          <Field.ErrorText>{!plan.ok && plan.amountError}</Field.ErrorText>
        </Field.Root>
      )}
    </BalanceChangeDialog>
  );
}
