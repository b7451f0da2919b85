/**
 * The printing product form: its zod schema (the server's limits and French messages), the
 * values a new product starts with, a product's values for editing, and the API input the form
 * sends. Variants carry their server-made id as `variantId` (react-hook-form's field array
 * keeps `id` for its own keys).
 */
import { z } from "zod";
import type { PrintingProductFieldsFragment, PrintingProductInput } from "../../gql/graphql";
import { money, optionalText, requiredText } from "../../ui/form";
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH, MAX_VARIANTS, nameKey, variantMessages } from "./productRules";

const variantSchema = z.object({
  variantId: z.string().nullable(),
  name: requiredText("Le nom", MAX_NAME_LENGTH),
  priceSupplementCents: money("Le supplément"),
  isActive: z.boolean(),
});

/** Names unique within the product (case, accents and spaces ignored), as the server checks them. */
const variantsSchema = z
  .array(variantSchema)
  .max(MAX_VARIANTS, variantMessages.tooMany)
  .superRefine((variants, ctx) => {
    const seen = new Set<string>();
    variants.forEach((variant, index) => {
      const key = nameKey(variant.name);
      if (!key) return;
      if (seen.has(key)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, "name"], message: variantMessages.duplicateName });
      seen.add(key);
    });
  });

export const productSchema = z.object({
  name: requiredText("Le nom", MAX_NAME_LENGTH),
  description: optionalText("La description", MAX_DESCRIPTION_LENGTH),
  format: optionalText("Le format", MAX_SHORT_TEXT_LENGTH),
  material: optionalText("La matière", MAX_SHORT_TEXT_LENGTH),
  basePriceCents: money("Le prix de vente"),
  printCostCents: money("Le coût d'impression"),
  imagePath: z.string().nullable(),
  isActive: z.boolean(),
  variants: variantsSchema,
});

/** What the fields hold while typing (numbers may be null or NaN). */
export type ProductFormFields = z.input<typeof productSchema>;
/** What a valid form gives on submit. */
export type ProductFormValues = z.output<typeof productSchema>;
export type VariantFields = ProductFormFields["variants"][number];

export const newVariant = (): VariantFields => ({ variantId: null, name: "", priceSupplementCents: 0, isActive: true });

/** A new product: empty, active, no variants. */
export function productFields(product?: PrintingProductFieldsFragment | null): ProductFormFields {
  if (!product) {
    return { name: "", description: "", format: "", material: "", basePriceCents: null, printCostCents: null, imagePath: null, isActive: true, variants: [] };
  }
  return {
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
  };
}

/** The API input: blank texts as null, variants in the form's order with their ids. */
export function printingProductInput(values: ProductFormValues): PrintingProductInput {
  return {
    name: values.name,
    description: values.description || null,
    format: values.format || null,
    material: values.material || null,
    basePriceCents: values.basePriceCents,
    printCostCents: values.printCostCents,
    imagePath: values.imagePath,
    isActive: values.isActive,
    variants: values.variants.map(({ variantId, ...variant }) => ({ id: variantId, ...variant })),
  };
}
