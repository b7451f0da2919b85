/**
 * « Rembourser la commande #… » (?dialog=refund, docs/invoicing.md): units of the invoice's lines,
 * the delivery, a free amount, why, and where to (the payment or the customer's credits). The
 * totals follow what is typed; the server's rules (checkRefund, through refundForm.ts) say in
 * French what is wrong under each field before anything is sent, and the server's refusals land
 * on the same fields. A decision that issues a credit note: an alert dialog whose red button
 * says the amount (« Rembourser 12,00 € »). Its own chunk, loaded by the invoice's card.
 */
import { Box, Checkbox, Field, Fieldset, Grid, HStack, Input, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { get, useController, useForm, useFormContext, useWatch } from "react-hook-form";
import { creditsForRefund, REFUND_REASONS, refundLineCents, type Refundable } from "@atelier/domain/invoicing/refund";
import { RefundCreditPacksDocument, RefundOrderDocument, type OrderDetailFragment, type RefundDestination, type RefundReason } from "../../../gql/graphql";
import { FormDialog, SelectField, MoneyField, TextareaField } from "../../../ui/form";
import { formatCents, formatInteger } from "../../../ui/format";
import { useNarrowScreen } from "../../../ui/list/useNarrowScreen";
import { useAdminMutation } from "../../../ui/mutation/useAdminMutation";
import { HELD_REFETCH, heldOr } from "../../approvals/heldToast";
import { ENTITY_HISTORY } from "../../audit/auditLogParams";
import {
  refundableFor,
  refundDefaults,
  refundDraft,
  refundResolver,
  refundTotalCents,
  serverErrorsOnRows,
  WHOLE_REFUND,
  type RefundableFields,
  type RefundFormValues,
} from "./refundForm";

type Props = {
  order: Pick<OrderDetailFragment, "id" | "shortId" | "status">;
  /** What the invoice still allows to refund, as the page read it. */
  refundable: RefundableFields;
  onClose: () => void;
};

/** Mounted on opening, unmounted on closing. */
export default function RefundDialog({ order, refundable, onClose }: Props) {
  // Fixed on opening: the page's copy moves with the refund's answer while the dialog closes.
  const [remains] = useState(() => refundableFor(refundable));
  const [resolver] = useState(() => refundResolver(order.status.toLowerCase(), remains));
  const form = useForm<RefundFormValues>({ defaultValues: refundDefaults(refundable), resolver, reValidateMode: "onSubmit" });
  const values = useWatch({ control: form.control }) as RefundFormValues;
  const total = refundTotalCents(values, remains);
  const narrow = useNarrowScreen();
  const refund = useAdminMutation(RefundOrderDocument, {
    payload: (data) => data.refundOrder,
    refusal: false,
    failure: "Remboursement impossible",
    // Above the owner's threshold, nothing is written: the request waits in « Approbations ».
    success: heldOr(
      (data) => data.refundOrder.approvalRequest,
      (data) => ({ title: `Avoir ${data.refundOrder.creditNote?.number ?? ""} émis` }),
    ),
    // What remains refundable is not in the payload (refundOrder.graphql): the page reads it again.
    refetchQueries: [ENTITY_HISTORY, "OrderRefunds", HELD_REFETCH],
  });

  // Once sent, every change checks the whole form again (not only the field changed): a line
  // chosen clears « Choisissez au moins une ligne… », a smaller amount the total's refusal.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <FormDialog
      form={form}
      title={`Rembourser la commande #${order.shortId}`}
      size={narrow ? "full" : "lg"}
      destructive
      saveUntouched
      saveLabel={total > 0 ? `Rembourser ${formatCents(total)}` : "Rembourser"}
      onClose={onClose}
      onSave={async (checked) => {
        const { draft, rows } = refundDraft(checked);
        const result = await refund.run({
          variables: {
            input: {
              orderId: order.id,
              lines: draft.lines,
              delivery: draft.delivery,
              amountCents: draft.amountCents,
              reason: draft.reason as RefundReason,
              refundTo: draft.refundTo as RefundDestination,
              note: draft.note,
            },
          },
        });
        return { ...result, userErrors: serverErrorsOnRows(result.userErrors, rows) };
      }}
    >
      <Stack gap="5">
        <Text color="fg.muted">Un avoir sera émis sur la facture {remains.invoiceNumber} et envoyé au client. Le remboursement ne peut pas être annulé.</Text>
        <RefundLines remains={remains} />
        <MoneyField name="amountCents" label="Montant libre" helper="Réparti sur les taux de TVA de la facture." />
        <SelectField name="reason" label="Motif" placeholder="Choisissez un motif" options={REFUND_REASONS} required />
        <RefundTarget totalCents={total} />
        <TextareaField name="note" label="Note interne" helper="Jamais imprimée sur l’avoir." />
        <RefundTotals totalCents={total} remainingCents={remains.totalCents} />
      </Stack>
    </FormDialog>
  );
}

const remainingText = (n: number) => `${formatInteger(n)} restant${n > 1 ? "s" : ""}`;

/** One row per line with units left (its quantity, 0 by default, and what they are worth), then the delivery. */
function RefundLines({ remains }: { remains: Refundable }) {
  const { register, formState } = useFormContext<RefundFormValues>();
  const rows = useWatch<RefundFormValues, "lines">({ name: "lines" });
  const delivery = remains.delivery;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Articles à rembourser</Fieldset.Legend>
      <Fieldset.Content gap="3">
        {remains.lines.map((line, index) => {
          if (line.remainingQuantity === 0) return null;
          const message = firstMessage(get(formState.errors, `lines.${index}.quantity`));
          const units = Number(rows[index]?.quantity ?? 0);
          const cents = Number.isInteger(units) && units >= 1 && units <= line.remainingQuantity ? refundLineCents(line, units) : 0;
          return (
            <Field.Root key={line.itemIndex} invalid={Boolean(message)}>
              <Grid templateColumns="minmax(0, 1fr) 5.5rem 6.5rem" columnGap="3" rowGap="1" alignItems="center" width="full">
                <Stack gap="0" minW="0">
                  <Field.Label overflowWrap="anywhere">{line.label}</Field.Label>
                  <Field.HelperText mt="0">{remainingText(line.remainingQuantity)}</Field.HelperText>
                </Stack>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.remainingQuantity}
                  step={1}
                  autoComplete="off"
                  {...register(`lines.${index}.quantity`)}
                />
                <Text textAlign="end" fontVariantNumeric="tabular-nums" data-testid="refund-line-cents">
                  {formatCents(cents)}
                </Text>
              </Grid>
              <Field.ErrorText>{message}</Field.ErrorText>
            </Field.Root>
          );
        })}
        {delivery && delivery.remainingGrossCents > 0 && <DeliveryField label={`Livraison (${formatCents(delivery.remainingGrossCents)})`} />}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

function DeliveryField({ label }: { label: string }) {
  const { control } = useFormContext<RefundFormValues>();
  const { field, fieldState } = useController({ control, name: "delivery" });
  const message = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(message)}>
      <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)} colorPalette="teal">
        <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

const TARGETS: { value: RefundDestination; label: string }[] = [
  { value: "PAYMENT", label: "Le moyen de paiement" },
  { value: "CREDITS", label: "Le solde de crédits du client" },
];

/** « Rembourser sur »: the payment, or credits (with what the refund makes at the packs' best rate, when they are known). */
function RefundTarget({ totalCents }: { totalCents: number }) {
  const { control } = useFormContext<RefundFormValues>();
  const { field, fieldState } = useController({ control, name: "refundTo" });
  const { data } = useQuery(RefundCreditPacksDocument);
  const credits = data ? creditsForRefund(totalCents, data.settings.creditPacks) : null;
  const message = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={Boolean(message)}>
      <Fieldset.Legend>Rembourser sur</Fieldset.Legend>
      <RadioGroup.Root value={field.value} onValueChange={(details) => details.value && field.onChange(details.value)} name={field.name} colorPalette="teal">
        <Stack gap="2">
          {TARGETS.map((target) => (
            <RadioGroup.Item key={target.value} value={target.value}>
              <RadioGroup.ItemHiddenInput ref={target.value === field.value ? field.ref : undefined} onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {target.label}
                {target.value === "CREDITS" && credits !== null && (
                  <Text as="span" color="fg.muted" data-testid="refund-credits">
                    {" "}
                    (≈{"\u00a0"}
                    {formatInteger(credits)} crédit{credits > 1 ? "s" : ""})
                  </Text>
                )}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Fieldset.ErrorText>{message}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** The live totals, and under them what stops the refund as a whole (« Choisissez au moins une ligne… »). */
function RefundTotals({ totalCents, remainingCents }: { totalCents: number; remainingCents: number }) {
  const { formState } = useFormContext<RefundFormValues>();
  const message = firstMessage(get(formState.errors, WHOLE_REFUND));
  return (
    <Box rounded="l2" bg="bg.subtle" p="3">
      <HStack justify="space-between" gap="3" wrap="wrap" aria-live="polite">
        <Text>
          Total remboursé{"\u00a0"}: <strong data-testid="refund-total">{formatCents(totalCents)}</strong>
        </Text>
        <Text>
          Reste remboursable{"\u00a0"}: <strong data-testid="refund-remaining">{formatCents(Math.max(0, remainingCents - totalCents))}</strong>
        </Text>
      </HStack>
      {message && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {message}
        </Text>
      )}
    </Box>
  );
}

const firstMessage = (error: unknown): string | undefined =>
  error && typeof error === "object" && "message" in error && typeof error.message === "string" ? error.message : undefined;
