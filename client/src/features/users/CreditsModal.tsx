/**
 * The credits modal: add, remove or set a new balance, with a required reason; shows the balance
 * before and after; asks for confirmation; stays open with the error when the server refuses.
 */
import { Button, ButtonGroup, Field, Input } from "@chakra-ui/react";
import { useState } from "react";
import type { UserDetailFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { BalanceChangeDialog } from "./BalanceChangeDialog";
import { planCredits, type CreditsMode } from "./creditsForm";
import { displayName } from "./userColumns";
import { useChangeCredits } from "./useChangeCredits";

const MODES: [CreditsMode, string][] = [
  ["add", "Ajouter"],
  ["remove", "Retirer"],
  ["set", "Nouveau solde"],
];

/** Mounted on opening, unmounted on closing. */
export function CreditsModal({ user, onClose }: { user: UserDetailFragment; onClose: () => void }) {
  const [mode, setMode] = useState<CreditsMode>("add");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [before] = useState(user.credits);
  const changeCredits = useChangeCredits();
  const plan = planCredits(before, mode, amount, reason);

  return (
    <BalanceChangeDialog
      title={`Modifier les crédits de ${displayName(user)}`}
      before={before}
      beforeLabel="Solde actuel"
      testId="credits"
      plan={plan}
      reason={reason}
      onReasonChange={setReason}
      reasonHelp="Enregistré avec l’ajustement et dans le journal"
      confirmation={(ok) => (
        <>
          Le solde de {displayName(user)} passera de {formatInteger(ok.before)} à {formatInteger(ok.after)} crédits (
          {ok.delta > 0 ? "+" : ""}
          {formatInteger(ok.delta)}). Motif{"\u00a0"}: « {ok.reason} ». Confirmez-vous{"\u00a0"}?
        </>
      )}
      save={(ok, key) => changeCredits(user, ok, key)}
      onClose={onClose}
    >
      {(touched) => (
        <>
          <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Type de modification">
            {MODES.map(([value, label]) => (
              <Button key={value} aria-pressed={mode === value} variant={mode === value ? "solid" : "outline"} colorPalette="teal" onClick={() => setMode(value)}>
                {label}
              </Button>
            ))}
          </ButtonGroup>
          <Field.Root invalid={touched && !plan.ok && Boolean(plan.amountError)} required>
            <Field.Label>{mode === "set" ? "Nouveau solde (crédits)" : "Nombre de crédits"}</Field.Label>
            <Input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
            <Field.ErrorText>{!plan.ok && plan.amountError}</Field.ErrorText>
          </Field.Root>
        </>
      )}
    </BalanceChangeDialog>
  );
}
