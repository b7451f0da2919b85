/**
 * The drawer of /delivery-methods/new and /delivery-methods/:id: the method's form, read from the
 * list already loaded (the list holds every field), saved with createDeliveryMethod or
 * updateDeliveryMethod (with the version read, so a stale save is refused).
 */
import { SimpleGrid } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { CreateDeliveryMethodDocument, UpdateDeliveryMethodDocument, type DeliveryMethodFieldsFragment } from "../../gql/graphql";
import { CountriesField, FormDialog, IntegerField, MoneyField, TextareaField, TextField } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import {
  deliveryMethodFormValues,
  deliveryMethodInput,
  deliveryMethodSchema,
  emptyDeliveryMethod,
  type DeliveryMethodFormValues,
  type DeliveryMethodValues,
} from "./deliveryMethodForm";

type Props = {
  /** "new", or the id of the method to edit. */
  id: string;
  methods: readonly DeliveryMethodFieldsFragment[] | undefined;
  loading: boolean;
  onClose: () => void;
};

const SAVE_MESSAGES = { failure: "Enregistrement impossible", refusal: false } as const;

export function DeliveryMethodDrawer({ id, methods, loading, onClose }: Props) {
  const method = id === "new" ? undefined : methods?.find((m) => m.id === id);
  const values = useMemo(() => (method ? deliveryMethodFormValues(method) : undefined), [method]);
  const form = useForm<DeliveryMethodFormValues, unknown, DeliveryMethodValues>({
    resolver: zodResolver(deliveryMethodSchema),
    defaultValues: emptyDeliveryMethod,
    values,
  });
  const create = useAdminMutation(CreateDeliveryMethodDocument, {
    ...SAVE_MESSAGES,
    payload: (data) => data.createDeliveryMethod,
    success: { title: "Mode de livraison créé" },
    refetchQueries: ["DeliveryMethods"],
  });
  const update = useAdminMutation(UpdateDeliveryMethodDocument, {
    ...SAVE_MESSAGES,
    payload: (data) => data.updateDeliveryMethod,
    success: { title: "Modifications enregistrées" },
  });

  const save = (values: DeliveryMethodValues) => {
    const input = deliveryMethodInput(values);
    return method
      ? update.run({ variables: { input: { id: method.id, version: method.version, values: input } } })
      : create.run({ variables: { input } });
  };

  const missing = id !== "new" && !loading && !method;
  return (
    <FormDialog
      form={form}
      variant="drawer"
      title={method ? `Modifier «\u00a0${method.name}\u00a0»` : "Nouveau mode de livraison"}
      onClose={onClose}
      onSave={save}
      loading={id !== "new" && !method && loading}
      loadError={missing ? "Ce mode de livraison est introuvable." : null}
    >
      <TextField name="name" label="Nom" required />
      <TextField name="carrier" label="Transporteur" required />
      <TextareaField name="description" label="Description" helper="Ce que voit le client, 500 caractères au plus." />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <MoneyField name="priceCents" label="Prix" required />
        <MoneyField name="freeAboveCents" label="Gratuit à partir de" helper="Vide : jamais gratuit." />
        <IntegerField name="minDays" label="Délai minimal" unit="jours" required />
        <IntegerField name="maxDays" label="Délai maximal" unit="jours" required />
      </SimpleGrid>
      <CountriesField name="countries" label="Pays desservis" required />
    </FormDialog>
  );
}
