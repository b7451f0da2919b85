/**
 * « Réimprimer la commande #… » (?dialog=reprint, docs/reprints.md): why (misprint, damaged or
 * lost parcel), how many units of each line (0 to the ordered quantity), an internal note, then
 * « Créer la réimpression ». The server's rules check the form before it is sent, and its
 * refusals land on the same fields. Its own chunk, fetched once the order's page has painted.
 */
import { Fieldset, Grid, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { get, useForm, useFormContext } from "react-hook-form";
import { REPRINT_REASONS } from "@atelier/domain/reprints/reprint";
import { ReprintOrderDocument, type OrderDetailFragment, type ReprintReason } from "../../../gql/graphql";
import { FormDialog, FormField, SelectField, TextareaField } from "../../../ui/form";
import { formatInteger } from "../../../ui/format";
import { useNarrowScreen } from "../../../ui/list/useNarrowScreen";
import { useAdminMutation } from "../../../ui/mutation/useAdminMutation";
import { ENTITY_HISTORY } from "../../audit/auditLogParams";
import { reprintDefaults, reprintResolver, serverErrorsOnForm, type ReprintFormValues, type ReprintItem, type ReprintSubmission } from "./reprintForm";

type Props = {
  order: Pick<OrderDetailFragment, "id" | "shortId"> & { items: readonly ReprintItem[] };
  /** The new order's id, once created (the page then opens it). */
  onCreated: (reprintId: string) => void;
  onClose: () => void;
};

/** Mounted on opening, unmounted on closing. */
export default function ReprintDialog({ order, onCreated, onClose }: Props) {
  const [items] = useState(() => order.items.map((item) => ({ name: item.name, quantity: item.quantity })));
  const form = useForm<ReprintFormValues, unknown, ReprintSubmission>({
    defaultValues: reprintDefaults(items),
    resolver: reprintResolver(items),
  });
  const narrow = useNarrowScreen();
  const reprint = useAdminMutation(ReprintOrderDocument, {
    payload: (data) => data.reprintOrder,
    refusal: false,
    failure: "Réimpression impossible",
    success: (data) => ({
      title: `Réimpression #${data.reprintOrder.reprint?.shortId ?? ""} créée`,
      message: "Elle part en production comme une commande payée.",
    }),
    refetchQueries: [ENTITY_HISTORY],
  });

  return (
    <FormDialog
      form={form}
      title={`Réimprimer la commande #${order.shortId}`}
      size={narrow ? "full" : "lg"}
      saveUntouched
      saveLabel="Créer la réimpression"
      onClose={onClose}
      onSave={async ({ draft, rows }) => {
        const result = await reprint.run({
          variables: { input: { orderId: order.id, reason: draft.reason as ReprintReason, lines: draft.lines, note: draft.note } },
        });
        const created = result.data?.reprintOrder.reprint?.id;
        if (result.ok && created) onCreated(created);
        return { ...result, userErrors: serverErrorsOnForm(result.userErrors, rows) };
      }}
    >
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          Une nouvelle commande à 0{"\u00a0"}€ est créée pour le même client, à la même adresse et avec le même mode de livraison. Elle n’est ni facturée ni
          comptée dans le chiffre d’affaires.
        </Text>
        <SelectField name="reason" label="Motif" placeholder="Choisissez un motif" options={REPRINT_REASONS} required />
        <ReprintLines items={items} />
        <TextareaField name="note" label="Note interne" helper="500 caractères au plus ; jamais montrée au client." />
      </Stack>
    </FormDialog>
  );
}

/** One quantity per order line: 0 (not reprinted) to the ordered quantity. */
function ReprintLines({ items }: { items: readonly ReprintItem[] }) {
  const { register, formState } = useFormContext<ReprintFormValues>();
  const message: unknown = (get(formState.errors, "quantities") as { message?: unknown } | undefined)?.message;
  return (
    <Fieldset.Root invalid={typeof message === "string"}>
      <Fieldset.Legend>Exemplaires à réimprimer</Fieldset.Legend>
      <Fieldset.HelperText>De 0 à la quantité commandée, ligne par ligne.</Fieldset.HelperText>
      <Grid templateColumns="minmax(0, 1fr)" gap="3">
        {items.map((item, index) => (
          <FormField
            key={index}
            name={`quantities.${index}`}
            label={item.name}
            helper={`Commandé${item.quantity > 1 ? "s" : ""} : ${formatInteger(item.quantity)}`}
          >
            <Input type="number" inputMode="numeric" min={0} max={item.quantity} step={1} maxW="32" autoComplete="off" {...register(`quantities.${index}`)} />
          </FormField>
        ))}
      </Grid>
      {typeof message === "string" && <Fieldset.ErrorText>{message}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
