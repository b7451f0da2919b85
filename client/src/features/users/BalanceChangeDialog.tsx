/**
 * What the credits and loyalty-points modals share, on the form shell (FormDialog): the balance
 * before and after, a required reason, a confirmation step, and, when the server refuses, the
 * error shown in the still-open modal. The caller mounts it when its URL says so (?dialog=…),
 * supplies the amount fields (`children`, in the form) and `save`.
 */
import { HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { formatInteger } from "../../ui/format";
import { FormDialog, TextareaField } from "../../ui/form";
import { userErrorsOrThrow, type AdminMutationResult } from "../../ui/mutation/useAdminMutation";
import { MAX_REASON_LENGTH, type CreditsMode, type CreditsPlan } from "./creditsForm";
import { changeKeys } from "./idempotencyKey";

export type BalanceValues = { mode: CreditsMode; amount: string; reason: string };
type Plan = Extract<CreditsPlan, { ok: true }>;

type Props = {
  title: string;
  /** The balance the change starts from, fixed by the caller on mounting (the optimistic update must not move it). */
  before: number;
  beforeLabel: string;
  /** Prefix of the before/after figures' test ids ("credits" → credits-before, credits-after). */
  testId: string;
  /** The form's first mode ("set" for loyalty points, which have no other). */
  mode: CreditsMode;
  /** The checks and arithmetic of the typed values (creditsForm.ts). */
  plan: (values: BalanceValues) => CreditsPlan;
  /** Where the reason is kept, under the field. */
  reasonHelp: string;
  /** The amount fields, inside the form. */
  children: ReactNode;
  /** The sentence asking for confirmation of a valid plan. */
  confirmation: (plan: Plan) => ReactNode;
  /** Sends the change with its idempotency key: the same key when the same change is resubmitted. */
  save: (plan: Plan, idempotencyKey: string) => Promise<AdminMutationResult<unknown>>;
  onClose: () => void;
};

/** The plan's French errors on the form's fields: a valid plan is what the form submits. */
const planResolver =
  (plan: Props["plan"]): Resolver<BalanceValues, unknown, Plan> =>
  (values) => {
    const result = plan(values);
    if (result.ok) return { values: result, errors: {} };
    const errors: FieldErrors<BalanceValues> = {};
    if (result.amountError) errors.amount = { type: "validate", message: result.amountError };
    if (result.reasonError) errors.reason = { type: "validate", message: result.reasonError };
    return { values: {}, errors };
  };

export function BalanceChangeDialog({ title, before, beforeLabel, testId, mode, plan, reasonHelp, children, confirmation, save, onClose }: Props) {
  const [keyFor] = useState(changeKeys);
  const form = useForm<BalanceValues, unknown, Plan>({ defaultValues: { mode, amount: "", reason: "" }, resolver: planResolver(plan) });
  const values = form.watch();
  const summary = <BalanceSummary before={before} beforeLabel={beforeLabel} after={plan(values).after} testId={testId} />;

  return (
    <FormDialog
      form={form}
      title={title}
      onClose={onClose}
      saveLabel="Continuer"
      onSave={async (ok) => userErrorsOrThrow(await save(ok, keyFor(ok)))}
      confirmation={(ok) => (
        <Stack gap="4">
          {summary}
          <Text>{confirmation(ok)}</Text>
        </Stack>
      )}
    >
      <Stack gap="4">
        {summary}
        {children}
        <TextareaField name="reason" label="Motif" required helper={`${reasonHelp} (${values.reason.trim().length}/${MAX_REASON_LENGTH}).`} />
      </Stack>
    </FormDialog>
  );
}

function BalanceSummary({ before, beforeLabel, after, testId }: { before: number; beforeLabel: string; after: number | null; testId: string }) {
  return (
    <HStack justify="space-between" rounded="l2" bg="bg.subtle" p="3" aria-live="polite">
      <Text>
        {beforeLabel}
        {"\u00a0"}: <strong data-testid={`${testId}-before`}>{formatInteger(before)}</strong>
      </Text>
      <Text>
        Après{"\u00a0"}: <strong data-testid={`${testId}-after`}>{after === null ? "—" : formatInteger(after)}</strong>
      </Text>
    </HStack>
  );
}
