/**
 * The printing product drawer of /impression/new and /impression/{id}: the product's fields, its
 * live margin and its variants. The record comes from the list already loaded (catalogue lists
 * are whole); the version it was read at goes with the update, so a save over someone else's is
 * refused (« Modifié entre-temps par … — rechargez »).
 */
import { Grid, Separator, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { uploadCatalogueImage } from "../../app/uploadCatalogueImage";
import {
  CreatePrintingProductDocument,
  UpdatePrintingProductDocument,
  type PrintingProductFieldsFragment,
} from "../../gql/graphql";
import { FormDialog, ImageField, MoneyField, SwitchField, TextareaField, TextField, type DialogRoute } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { MarginPreview } from "./MarginPreview";
import { printingProductInput, productFields, productSchema, type ProductFormFields, type ProductFormValues } from "./productForm";
import { VariantsField } from "./VariantsField";

type Props = {
  drawer: DialogRoute;
  products: readonly PrintingProductFieldsFragment[] | undefined;
  loading: boolean;
};

export function ProductDrawer({ drawer, products, loading }: Props) {
  const isNew = drawer.value === "new";
  const product = isNew ? null : products?.find((item) => item.id === drawer.value);
  const loadError = !isNew && !loading && !product ? "Ce produit n’existe pas ou a été supprimé." : null;
  // Mounted again once the record is there, so the form starts from its values.
  return <ProductForm key={product?.id ?? drawer.value} product={product ?? null} isNew={isNew} loading={!isNew && !product && loading} loadError={loadError} onClose={drawer.close} />;
}

type FormProps = {
  product: PrintingProductFieldsFragment | null;
  isNew: boolean;
  loading: boolean;
  loadError: string | null;
  onClose: () => void;
};

function ProductForm({ product, isNew, loading, loadError, onClose }: FormProps) {
  const form = useForm<ProductFormFields, unknown, ProductFormValues>({ resolver: zodResolver(productSchema), defaultValues: productFields(product) });
  // The version the form was read at, whatever the cache learns meanwhile.
  const [version] = useState(product?.version ?? 0);
  const create = useAdminMutation(CreatePrintingProductDocument, {
    payload: (data) => data.createPrintingProduct,
    failure: "Enregistrement impossible",
    refusal: false,
    success: (data) => ({ title: "Produit créé", message: data.createPrintingProduct.printingProduct?.name }),
    refetchQueries: ["PrintingProducts"],
  });
  const update = useAdminMutation(UpdatePrintingProductDocument, {
    payload: (data) => data.updatePrintingProduct,
    failure: "Enregistrement impossible",
    refusal: false,
    success: (data) => ({ title: "Produit enregistré", message: data.updatePrintingProduct.printingProduct?.name }),
  });

  const save = async (values: ProductFormValues) => {
    const input = printingProductInput(values);
    const result = product
      ? await update.run({ variables: { input: { id: product.id, version, values: input } } })
      : await create.run({ variables: { input } });
    // A failure (network, server) keeps the drawer open with its message; a refusal binds to the fields.
    if (!result.ok && result.userErrors.length === 0) throw new Error(result.problem ?? "L’enregistrement a échoué.");
    return result.userErrors;
  };

  return (
    <FormDialog
      form={form}
      variant="drawer"
      title={isNew ? "Nouveau produit" : `Modifier «\u00a0${product?.name ?? "…"}\u00a0»`}
      onClose={onClose}
      onSave={save}
      loading={loading}
      loadError={loadError}
    >
      <Stack gap="4">
        <TextField name="name" label="Nom" required />
        <TextareaField name="description" label="Description" />
        <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
          <TextField name="format" label="Format" placeholder="30 × 40 cm" />
          <TextField name="material" label="Matière" placeholder="Papier mat 200 g/m²" />
        </Grid>
        <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
          <MoneyField name="basePriceCents" label="Prix de vente" required />
          <MoneyField name="printCostCents" label="Coût d’impression" required />
        </Grid>
        <MarginPreview />
        <ImageField name="imagePath" label="Image du produit" upload={uploadCatalogueImage} initialUrl={product?.imageUrl} />
        {isNew && <SwitchField name="isActive" label="Actif dès sa création" />}
        <Separator />
        <VariantsField />
      </Stack>
    </FormDialog>
  );
}
