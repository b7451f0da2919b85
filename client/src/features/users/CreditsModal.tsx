/**
 * The credits modal (?dialog=credits): add, remove or set a new balance, with a required reason;
 * shows the balance before and after; asks for confirmation; stays open with the error when the
 * server refuses.
 */
import { Button, ButtonGroup, Input } from "@chakra-ui/react";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import type { UserDetailFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { FormField } from "../../ui/form";
import { BalanceChangeDialog, type BalanceValues } from "./BalanceChangeDialog";
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
  const [before] = useState(user.credits ?? 0);
  const changeCredits = useChangeCredits();

  return (
    <BalanceChangeDialog
      title={`Modifier les crédits de ${displayName(user)}`}
      before={before}
      beforeLabel="Solde actuel"
      testId="credits"
      mode="add"
      plan={(values) => planCredits(before, values.mode, values.amount, values.reason)}
      reasonHelp="Enregistré avec l’ajustement et dans le journal"
      confirmation={(ok) => (
        <>
          Le solde de {displayName(user)} passera de {formatInteger(ok.before)} à {formatInteger(ok.after)} crédits ({ok.delta > 0 ? "+" : ""}
          {formatInteger(ok.delta)}). Motif{"\u00a0"}: « {ok.reason} ». Confirmez-vous{"\u00a0"}?
        </>
      )}
      save={(ok, key) => changeCredits(user, ok, key)}
      onClose={onClose}
    >
      <CreditsAmount />
    </BalanceChangeDialog>
  );
}

function CreditsAmount() {
  const { register, watch, setValue } = useFormContext<BalanceValues>();
  const mode = watch("mode");
  return (
    <>
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Type de modification">
        {MODES.map(([value, label]) => (
          <Button
            key={value}
            aria-pressed={mode === value}
            variant={mode === value ? "solid" : "outline"}
            colorPalette="teal"
            onClick={() => setValue("mode", value, { shouldDirty: true })}
          >
            {label}
          </Button>
        ))}
      </ButtonGroup>
      <FormField name="amount" label={mode === "set" ? "Nouveau solde (crédits)" : "Nombre de crédits"} required>
        <Input inputMode="numeric" autoComplete="off" {...register("amount")} />
      </FormField>
    </>
  );
}
