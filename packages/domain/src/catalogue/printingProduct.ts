/** A printing product's rules (products): what a form may save, variants and margin included. */
import { userError, type UserError } from "../userErrors";
import { centsField, checkNumberField, checkTextField, textField } from "../fields";
import {
  allErrors,
  at,
  checkImagePath,
  checkName,
  MAX_DESCRIPTION_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  NAME_FIELD,
  nameKey,
  type CatalogueCheck,
  type CatalogueRecordOf,
  type Checked,
  type References,
} from "./common";
import { MAX_VARIANTS } from "./limits";

export interface ProductVariantInput {
  id?: string | null;
  name: string;
  priceSupplementCents: number;
  isActive: boolean;
}

export interface PrintingProductInput {
  name: string;
  description?: string | null;
  format?: string | null;
  material?: string | null;
  basePriceCents: number;
  printCostCents: number;
  imagePath?: string | null;
  variants: readonly ProductVariantInput[];
  isActive?: boolean | null;
}

export interface ProductVariant {
  id: string;
  name: string;
  priceSupplementCents: number;
  isActive: boolean;
}

export interface PrintingProductValues {
  name: string;
  description: string | null;
  format: string | null;
  material: string | null;
  basePriceCents: number;
  printCostCents: number;
  imagePath: string | null;
  variants: ProductVariant[];
  isActive: boolean;
}

/** A stored PrintingProduct, as the API reads it: codegen maps the GraphQL type `PrintingProduct` to it by its name. */
export type PrintingProductRecord = CatalogueRecordOf<PrintingProductValues>;

/** What a product check also needs: the variant ids the record has, and how to make a new one. */
export interface ProductCheck extends CatalogueCheck {
  currentVariantIds: readonly string[];
  newVariantId: () => string;
}

/** The form's fields, defined once for this check and the console's form (docs/domain.md). */
export const PRINTING_PRODUCT_FIELDS = {
  name: NAME_FIELD,
  description: textField("La description", MAX_DESCRIPTION_LENGTH),
  format: textField("Le format", MAX_SHORT_TEXT_LENGTH),
  material: textField("La matière", MAX_SHORT_TEXT_LENGTH),
  basePriceCents: centsField("Le prix de vente", { required: true }),
  printCostCents: centsField("Le coût d'impression", { required: true }),
} as const;
export const PRODUCT_VARIANT_FIELDS = {
  name: NAME_FIELD,
  priceSupplementCents: centsField("Le supplément", { required: true }),
} as const;
const FIELDS = PRINTING_PRODUCT_FIELDS;

export const printingProductReferences: References = {
  subject: "Ce produit",
  usedBy: "figure dans",
  one: "commande",
  many: "commandes",
};

export const variantMessages = {
  tooMany: `Un produit ne peut pas avoir plus de ${MAX_VARIANTS} variantes.`,
  duplicateName: "Ce nom de variante est déjà utilisé pour ce produit.",
} as const;

/** Sale price − print cost, in cents, and as a percentage of the sale price (one decimal; null for a free product). */
export function margin(basePriceCents: number, printCostCents: number): { marginCents: number; marginPercent: number | null } {
  const marginCents = basePriceCents - printCostCents;
  return { marginCents, marginPercent: basePriceCents === 0 ? null : Math.round((marginCents * 1000) / basePriceCents) / 10 };
}

/**
 * The variants as given, in order: an id the record already has is kept, any other (none, or an
 * unknown or repeated one) gets a new id, so ids stay stable and server-made.
 */
export function checkVariants(variants: readonly ProductVariantInput[], field: string[], check: ProductCheck): Checked<ProductVariant[]> {
  if (variants.length > MAX_VARIANTS) return { value: [], errors: [userError(field, variantMessages.tooMany, "TOO_MANY")] };
  const known = new Set(check.currentVariantIds);
  const seenNames = new Set<string>();
  const errors: UserError[] = [];
  const value = variants.map((variant, index) => {
    const name = checkName(variant.name, at(field, index, "name"), []);
    errors.push(...name.errors);
    if (name.errors.length === 0) {
      const key = nameKey(name.value);
      if (seenNames.has(key)) errors.push(userError(at(field, index, "name"), variantMessages.duplicateName, "DUPLICATE_NAME"));
      seenNames.add(key);
    }
    errors.push(...checkNumberField(PRODUCT_VARIANT_FIELDS.priceSupplementCents, variant.priceSupplementCents, at(field, index, "priceSupplementCents")));
    const id = variant.id && known.delete(variant.id) ? variant.id : check.newVariantId();
    return { id, name: name.value, priceSupplementCents: variant.priceSupplementCents, isActive: variant.isActive };
  });
  return { value, errors };
}

export function checkPrintingProduct(input: PrintingProductInput, check: ProductCheck): Checked<PrintingProductValues> {
  const field = (name: string) => at(check.base, name);
  const name = checkName(input.name, field("name"), check.otherNames);
  const description = checkTextField(FIELDS.description, input.description, field("description"));
  const format = checkTextField(FIELDS.format, input.format, field("format"));
  const material = checkTextField(FIELDS.material, input.material, field("material"));
  const basePrice = checkNumberField(FIELDS.basePriceCents, input.basePriceCents, field("basePriceCents"));
  const printCost = checkNumberField(FIELDS.printCostCents, input.printCostCents, field("printCostCents"));
  const imagePath = checkImagePath(input.imagePath, field("imagePath"), check.currentImage);
  const variants = checkVariants(input.variants, field("variants"), check);
  return {
    value: {
      name: name.value,
      description: description.value,
      format: format.value,
      material: material.value,
      basePriceCents: input.basePriceCents,
      printCostCents: input.printCostCents,
      imagePath: imagePath.value,
      variants: variants.value,
      isActive: input.isActive ?? true,
    },
    errors: allErrors(name, description, format, material, basePrice, printCost, imagePath, variants),
  };
}
