/**
 * What the credits and loyalty-points modals share: the balance before and after, a required
 * reason, a confirmation step, and, when the server refuses, the error shown in the still-open
 * modal. The caller mounts it on opening (so nothing lingers from a previous change), supplies the
 * amount fields and `save`, whose result keeps the modal open when the change was not saved.
 */
import { Alert, Button, Dialog, Field, HStack, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { formatInteger } from "../../ui/format";
import type { AdminMutationResult } from "../../ui/mutation/useAdminMutation";
import { MAX_REASON_LENGTH, type CreditsPlan } from "./creditsForm";
import { changeKeys } from "./idempotencyKey";

type Props = {
  title: string;
  /** The balance the change starts from, fixed by the caller on mounting (the optimistic update must not move it). */
  before: number;
  beforeLabel: string;
  /** Prefix of the before/after figures' test ids ("credits" → credits-before, credits-after). */
  testId: string;
  plan: CreditsPlan;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** Where the reason is kept, under the field. */
  reasonHelp: string;
  /** The amount fields; `touched` once the user tried to continue (show their errors then). */
  children: (touched: boolean) => ReactNode;
  /** The sentence asking for confirmation of a valid plan. */
  confirmation: (plan: Extract<CreditsPlan, { ok: true }>) => ReactNode;
  /** Sends the change with its idempotency key: the same key when the same change is resubmitted. */
  save: (plan: Extract<CreditsPlan, { ok: true }>, idempotencyKey: string) => Promise<Pick<AdminMutationResult<unknown>, "ok" | "problem">>;
  onClose: () => void;
};

export function BalanceChangeDialog({ title, before, beforeLabel, testId, plan, reason, onReasonChange, reasonHelp, children, confirmation, save, onClose }: Props) {
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [keyFor] = useState(changeKeys);

  const submit = async () => {
    if (!plan.ok) return;
    setSaving(true);
    setServerError(null);
    const { ok, problem } = await save(plan, keyFor(plan));
    setSaving(false);
    if (ok) return onClose();
    setServerError(problem ?? null);
    setStep("form");
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !saving && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack justify="space-between" rounded="l2" bg="bg.subtle" p="3" aria-live="polite">
                  <Text>
                    {beforeLabel}
                    {"\u00a0"}: <strong data-testid={`${testId}-before`}>{formatInteger(before)}</strong>
                  </Text>
                  <Text>
                    Après{"\u00a0"}: <strong data-testid={`${testId}-after`}>{plan.after === null ? "—" : formatInteger(plan.after)}</strong>
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
                    {children(touched)}
                    <Field.Root invalid={touched && !plan.ok && Boolean(plan.reasonError)} required>
                      <Field.Label>Motif</Field.Label>
                      <Textarea value={reason} onChange={(e) => onReasonChange(e.currentTarget.value)} maxLength={MAX_REASON_LENGTH + 50} rows={3} />
                      <Field.HelperText>
                        {reasonHelp} ({reason.trim().length}/{MAX_REASON_LENGTH}).
                      </Field.HelperText>
                      <Field.ErrorText>{!plan.ok && plan.reasonError}</Field.ErrorText>
                    </Field.Root>
                  </>
                ) : (
                  plan.ok && <Text>{confirmation(plan)}</Text>
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
