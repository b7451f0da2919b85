/**
 * The drawer of /delivery-methods/new and /delivery-methods/:id: the method's form, read from the
 * list already loaded (the list holds every field), saved with createDeliveryMethod or
 * updateDeliveryMethod (with the version read, so a stale save is refused).
 */
import { SimpleGrid } from "@chakra-ui/react";
import { CreateDeliveryMethodDocument, UpdateDeliveryMethodDocument, type DeliveryMethodFieldsFragment } from "../../gql/graphql";
import { CountriesField, FormDialog, IntegerField, MoneyField, TextareaField, TextField } from "../../ui/form";
import { useCatalogueForm, useCatalogueSave } from "../../ui/resource";
import { DELIVERY_METHOD_FIELDS } from "@atelier/domain/catalogue/deliveryMethod";
import { deliveryMethodFormValues, deliveryMethodInput, deliveryMethodSchema, emptyDeliveryMethod } from "./deliveryMethodForm";

type Props = {
  /** "new", or the id of the method to edit. */
  id: string;
  methods: readonly DeliveryMethodFieldsFragment[] | undefined;
  loading: boolean;
  onClose: () => void;
};

export function DeliveryMethodDrawer({ id, methods, loading, onClose }: Props) {
  const {
    item: method,
    form,
    status,
  } = useCatalogueForm({
    id,
    items: methods,
    loading,
    schema: deliveryMethodSchema,
    empty: emptyDeliveryMethod,
    toFormValues: deliveryMethodFormValues,
    notFound: "Ce mode de livraison est introuvable.",
  });
  const save = useCatalogueSave({
    create: CreateDeliveryMethodDocument,
    update: UpdateDeliveryMethodDocument,
    listQuery: "DeliveryMethods",
    created: "Mode de livraison créé",
  });

  return (
    <FormDialog
      saveUntouched={id === "new"}
      form={form}
      variant="drawer"
      title={method ? `Modifier «\u00a0${method.name}\u00a0»` : "Nouveau mode de livraison"}
      onClose={onClose}
      onSave={(values) => save(method, deliveryMethodInput(values))}
      {...status}
    >
      <TextField name="name" label="Nom" required />
      <TextField name="carrier" label="Transporteur" required />
      <TextareaField name="description" label="Description" helper={`Ce que voit le client, ${DELIVERY_METHOD_FIELDS.description.max} caractères au plus.`} />
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
