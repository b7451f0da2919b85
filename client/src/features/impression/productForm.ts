/**
 * The printing product form: its values (money in integer cents, as the API speaks), the zod
 * schema — each field as it is typed, then the server's own checkPrintingProduct (unique name,
 * image path, variants: at most 20, names unique within the product) — and the conversions from
 * the record and to PrintingProductInput. Variants carry their server-made id as `variantId`
 * (react-hook-form's field array keeps `id` for its own keys).
 */
import { z } from "zod";
import type { PrintingProductFieldsFragment, PrintingProductInput } from "../../gql/graphql";
import { fieldSchema, withServerRules } from "../../ui/form";
import { checkPrintingProduct, PRINTING_PRODUCT_FIELDS as FIELDS, PRODUCT_VARIANT_FIELDS as VARIANT_FIELDS } from "@atelier/domain/catalogue/printingProduct";

const fields = z.object({
  name: fieldSchema(FIELDS.name),
  description: fieldSchema(FIELDS.description),
  format: fieldSchema(FIELDS.format),
  material: fieldSchema(FIELDS.material),
  basePriceCents: fieldSchema(FIELDS.basePriceCents),
  printCostCents: fieldSchema(FIELDS.printCostCents),
  imagePath: z.string().nullable(),
  isActive: z.boolean(),
  variants: z.array(
    z.object({
      variantId: z.string().nullable(),
      name: fieldSchema(VARIANT_FIELDS.name),
      priceSupplementCents: fieldSchema(VARIANT_FIELDS.priceSupplementCents),
      isActive: z.boolean(),
    }),
  ),
});

/** The input the server checks and the API receives: blank texts as null, variants in the form's order with their ids. */
const toInput = (values: z.output<typeof fields>) => ({
  ...values,
  description: values.description || null,
  format: values.format || null,
  material: values.material || null,
  variants: values.variants.map(({ variantId, ...variant }) => ({ id: variantId, ...variant })),
});

export const printingProductInput: (values: z.output<typeof fields>) => PrintingProductInput = toInput;

/** `otherNames`: the names of the list's other products; `product`: the one edited (none on create). */
export const productSchema = (otherNames: readonly string[], product?: PrintingProductFieldsFragment) =>
  withServerRules(fields, (values) => {
    const check = {
      base: [],
      otherNames,
      currentImage: product?.imagePath,
      currentVariantIds: product?.variants.map((variant) => variant.id) ?? [],
      // The server makes the ids; the form only checks.
      newVariantId: () => "",
    };
    return checkPrintingProduct(toInput(values), check).errors;
  });

type Schema = ReturnType<typeof productSchema>;
export type ProductFormValues = z.input<Schema>;
export type ProductValues = z.output<Schema>;
export type VariantFormValues = ProductFormValues["variants"][number];

export const newVariant = (): VariantFormValues => ({ variantId: null, name: "", priceSupplementCents: 0, isActive: true });

/** A new product: to fill in, active, no variants. */
export const emptyProduct: ProductFormValues = {
  name: "",
  description: "",
  format: "",
  material: "",
  basePriceCents: null,
  printCostCents: null,
  imagePath: null,
  isActive: true,
  variants: [],
};

export const productFormValues = (product: PrintingProductFieldsFragment): ProductFormValues => ({
  name: product.name,
  description: product.description ?? "",
  format: product.format ?? "",
  material: product.material ?? "",
  basePriceCents: product.basePriceCents,
  printCostCents: product.printCostCents,
  imagePath: product.imagePath,
  isActive: product.isActive,
  variants: product.variants.map((variant) => ({
    variantId: variant.id,
    name: variant.name,
    priceSupplementCents: variant.priceSupplementCents,
    isActive: variant.isActive,
  })),
});
