/**
 * The drawer of /impression/new and /impression/:id: the product's fields, its live margin and
 * its variants, read from the list already loaded, saved with createPrintingProduct or
 * updatePrintingProduct (with the version read, so a stale save is refused).
 */
import { Separator, SimpleGrid } from "@chakra-ui/react";
import { CreatePrintingProductDocument, UpdatePrintingProductDocument, type PrintingProductFieldsFragment } from "../../gql/graphql";
import { FormDialog, ImageField, MoneyField, SwitchField, TextareaField, TextField } from "../../ui/form";
import { useCatalogueForm, useCatalogueSave } from "../../ui/resource";
import { PRINTING_PRODUCT_FIELDS } from "@atelier/domain/catalogue/printingProduct";
import { MarginPreview } from "./MarginPreview";
import { emptyProduct, printingProductInput, productFormValues, productSchema } from "./productForm";
import { VariantsField } from "./VariantsField";

type Props = {
  /** "new", or the id of the product to edit. */
  id: string;
  products: readonly PrintingProductFieldsFragment[] | undefined;
  loading: boolean;
  onClose: () => void;
};

export function ProductDrawer({ id, products, loading, onClose }: Props) {
  const {
    item: product,
    form,
    status,
  } = useCatalogueForm({
    id,
    items: products,
    loading,
    schema: productSchema,
    empty: emptyProduct,
    toFormValues: productFormValues,
    notFound: "Ce produit est introuvable.",
  });
  const save = useCatalogueSave({
    create: CreatePrintingProductDocument,
    update: UpdatePrintingProductDocument,
    listQuery: "PrintingProducts",
    created: "Produit créé",
  });

  return (
    <FormDialog
      saveUntouched={id === "new"}
      form={form}
      variant="drawer"
      title={product ? `Modifier «\u00a0${product.name}\u00a0»` : "Nouveau produit"}
      onClose={onClose}
      onSave={(values) => save(product, printingProductInput(values))}
      {...status}
    >
      <TextField name="name" label="Nom" required />
      <TextareaField name="description" label="Description" helper={`Ce que voit le client, ${PRINTING_PRODUCT_FIELDS.description.max} caractères au plus.`} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="format" label="Format" placeholder="30 × 40 cm" />
        <TextField name="material" label="Matière" placeholder="Papier mat 200 g/m²" />
        <MoneyField name="basePriceCents" label="Prix de vente" required />
        <MoneyField name="printCostCents" label="Coût d’impression" required />
      </SimpleGrid>
      <MarginPreview />
      <ImageField name="imagePath" label="Image du produit" initialUrl={product?.imageUrl} />
      {!product && <SwitchField name="isActive" label="Proposé aux clients dès sa création" />}
      <Separator />
      <VariantsField />
    </FormDialog>
  );
}
