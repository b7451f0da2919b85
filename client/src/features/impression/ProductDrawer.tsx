/**
 * The drawer of /impression/new and /impression/:id: the product's fields, its live margin and its
 * variants, read from the list already loaded (the list holds every field), saved with
 * createPrintingProduct or updatePrintingProduct (with the version read, so a stale save is
 * refused: « Modifié entre-temps par … — rechargez »).
 */
import { Separator, SimpleGrid } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { uploadCatalogueImage } from "../../app/uploadCatalogueImage";
import { CreatePrintingProductDocument, UpdatePrintingProductDocument, type PrintingProductFieldsFragment } from "../../gql/graphql";
import { FormDialog, ImageField, MoneyField, SwitchField, TextareaField, TextField } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { MarginPreview } from "./MarginPreview";
import { printingProductInput, productFields, productSchema, type ProductFormFields, type ProductFormValues } from "./productForm";
import { VariantsField } from "./VariantsField";

type Props = {
  /** "new", or the id of the product to edit. */
  id: string;
  products: readonly PrintingProductFieldsFragment[] | undefined;
  loading: boolean;
  onClose: () => void;
};

const SAVE_MESSAGES = { failure: "Enregistrement impossible", refusal: false } as const;

export function ProductDrawer({ id, products, loading, onClose }: Props) {
  const product = id === "new" ? undefined : products?.find((p) => p.id === id);
  const values = useMemo(() => (product ? productFields(product) : undefined), [product]);
  const form = useForm<ProductFormFields, unknown, ProductFormValues>({
    resolver: zodResolver(productSchema),
    defaultValues: productFields(),
    values,
  });
  const create = useAdminMutation(CreatePrintingProductDocument, {
    ...SAVE_MESSAGES,
    payload: (data) => data.createPrintingProduct,
    success: { title: "Produit créé" },
    refetchQueries: ["PrintingProducts"],
  });
  const update = useAdminMutation(UpdatePrintingProductDocument, {
    ...SAVE_MESSAGES,
    payload: (data) => data.updatePrintingProduct,
    success: { title: "Modifications enregistrées" },
  });

  const save = (values: ProductFormValues) => {
    const input = printingProductInput(values);
    return product
      ? update.run({ variables: { input: { id: product.id, version: product.version, values: input } } })
      : create.run({ variables: { input } });
  };

  const missing = id !== "new" && !loading && !product;
  return (
    <FormDialog
      form={form}
      variant="drawer"
      title={product ? `Modifier «\u00a0${product.name}\u00a0»` : "Nouveau produit"}
      onClose={onClose}
      onSave={save}
      loading={id !== "new" && !product && loading}
      loadError={missing ? "Ce produit est introuvable." : null}
    >
      <TextField name="name" label="Nom" required />
      <TextareaField name="description" label="Description" helper="Ce que voit le client, 500 caractères au plus." />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="format" label="Format" placeholder="30 × 40 cm" />
        <TextField name="material" label="Matière" placeholder="Papier mat 200 g/m²" />
        <MoneyField name="basePriceCents" label="Prix de vente" required />
        <MoneyField name="printCostCents" label="Coût d’impression" required />
      </SimpleGrid>
      <MarginPreview />
      <ImageField name="imagePath" label="Image du produit" upload={uploadCatalogueImage} initialUrl={product?.imageUrl} />
      {id === "new" && <SwitchField name="isActive" label="Actif dès sa création" />}
      <Separator />
      <VariantsField />
    </FormDialog>
  );
}
