/**
 * The credits modal: add, remove or set a new balance, with a required reason; shows the balance
 * before and after; asks for confirmation; stays open with the error when the server refuses.
 */
import { Alert, Button, ButtonGroup, Dialog, Field, HStack, Input, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import type { UserDetailFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { MAX_REASON_LENGTH, planCredits, type CreditsMode } from "./creditsForm";
import { displayName } from "./userColumns";
import { useChangeCredits } from "./useChangeCredits";

const MODES: [CreditsMode, string][] = [
  ["add", "Ajouter"],
  ["remove", "Retirer"],
  ["set", "Nouveau solde"],
];

export function CreditsModal({ user, open, onClose }: { user: UserDetailFragment; open: boolean; onClose: () => void }) {
  const [mode, setMode] = useState<CreditsMode>("add");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // The balance the change starts from, fixed when the modal mounts (the parent mounts it on
  // opening): the optimistic balance must not move the "before" figure.
  const [before] = useState(user.credits);
  const changeCredits = useChangeCredits();

  const plan = planCredits(before, mode, amount, reason);

  const reset = () => {
    setMode("add");
    setAmount("");
    setReason("");
    setStep("form");
    setServerError(null);
    setTouched(false);
  };

  const submit = async () => {
    if (!plan.ok) return;
    setSaving(true);
    setServerError(null);
    try {
      await changeCredits(user, plan);
      reset();
      onClose();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      setStep("form");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) return;
        if (saving) return;
        reset();
        onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Modifier les crédits de {displayName(user)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack justify="space-between" rounded="l2" bg="bg.subtle" p="3" aria-live="polite">
                  <Text>
                    Solde actuel : <strong data-testid="credits-before">{formatInteger(before)}</strong>
                  </Text>
                  <Text>
                    Après : <strong data-testid="credits-after">{plan.after === null ? "—" : formatInteger(plan.after)}</strong>
                  </Text>
                </HStack>
                {serverError && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{serverError}</Alert.Title>
                  </Alert.Root>
                )}
                {step === "form" ? (
                  <>
                    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Type de modification">
                      {MODES.map(([value, label]) => (
                        <Button key={value} aria-pressed={mode === value} variant={mode === value ? "solid" : "outline"} colorPalette="teal" onClick={() => setMode(value)}>
                          {label}
                        </Button>
                      ))}
                    </ButtonGroup>
                    <Field.Root invalid={touched && plan.ok === false && Boolean(plan.amountError)} required>
                      <Field.Label>{mode === "set" ? "Nouveau solde (crédits)" : "Nombre de crédits"}</Field.Label>
                      <Input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
                      <Field.ErrorText>{!plan.ok && plan.amountError}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={touched && plan.ok === false && Boolean(plan.reasonError)} required>
                      <Field.Label>Motif</Field.Label>
                      <Textarea value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={MAX_REASON_LENGTH + 50} rows={3} />
                      <Field.HelperText>
                        Enregistré avec l’ajustement et dans le journal ({reason.trim().length}/{MAX_REASON_LENGTH}).
                      </Field.HelperText>
                      <Field.ErrorText>{!plan.ok && plan.reasonError}</Field.ErrorText>
                    </Field.Root>
                  </>
                ) : (
                  plan.ok && (
                    <Text>
                      Le solde de {displayName(user)} passera de {formatInteger(plan.before)} à {formatInteger(plan.after)} crédits (
                      {plan.delta > 0 ? "+" : ""}
                      {formatInteger(plan.delta)}). Motif : « {plan.reason} ». Confirmez-vous ?
                    </Text>
                  )
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {step === "form" ? (
                <>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Annuler</Button>
                  </Dialog.ActionTrigger>
                  <Button
                    colorPalette="teal"
                    onClick={() => {
                      setTouched(true);
                      if (plan.ok) setStep("confirm");
                    }}
                  >
                    Continuer
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={() => setStep("form")} disabled={saving}>
                    Retour
                  </Button>
                  <Button colorPalette="teal" onClick={() => void submit()} loading={saving} loadingText="Enregistrement…">
                    Confirmer
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
