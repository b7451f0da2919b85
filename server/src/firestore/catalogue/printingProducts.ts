/** Printing products (products/{id}): an order line's `productId` names one. */
import { randomUUID } from "node:crypto";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { toCents, toEuros } from "../../rules/catalogue/common";
import {
  checkPrintingProduct,
  printingProductReferences,
  type PrintingProductInput,
  type PrintingProductValues,
  type ProductVariant,
} from "../../rules/catalogue/printingProduct";
import { inputField } from "../../rules/userErrors";
import { num, str } from "../convert";
import type { CostMeter } from "../cost";
import { PRODUCT_IDS } from "../orderSearchKey";
import { ORDERS } from "../orders";
import { catalogueBase, catalogueRepository, type CatalogueCollection, type CatalogueRecord } from "./catalogueRepository";

export const PRODUCTS = "products";

export interface PrintingProductRecord extends CatalogueRecord {
  description: string | null;
  format: string | null;
  material: string | null;
  basePriceCents: number;
  printCostCents: number;
  /** Stored as `imageUrl` (the storefront's name): a storage path or a URL. */
  imagePath: string | null;
  variants: ProductVariant[];
}

/** Stored variants: { id, name, priceSupplement (euros), isActive }. */
function variantsOf(value: unknown): ProductVariant[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is DocumentData => typeof v === "object" && v !== null && typeof v.id === "string")
    .map((v) => ({ id: v.id, name: str(v.name) ?? v.id, priceSupplementCents: toCents(num(v.priceSupplement)), isActive: v.isActive !== false }));
}

export const printingProducts: CatalogueCollection<PrintingProductRecord, PrintingProductValues> = {
  name: PRODUCTS,
  resource: "printingProduct",
  label: "Produit",
  // Money is stored in euros under the storefront's names (basePrice, printCost).
  fromData: (id, d) => ({
    ...catalogueBase(id, d),
    description: str(d.description),
    format: str(d.format),
    material: str(d.material),
    basePriceCents: toCents(num(d.basePrice)),
    printCostCents: toCents(num(d.printCost)),
    imagePath: str(d.imageUrl),
    variants: variantsOf(d.variants),
  }),
  toFields: (v): DocumentData => ({
    name: v.name,
    description: v.description,
    format: v.format,
    material: v.material,
    basePrice: toEuros(v.basePriceCents),
    printCost: toEuros(v.printCostCents),
    imageUrl: v.imagePath,
    variants: v.variants.map(({ priceSupplementCents, ...variant }) => ({ ...variant, priceSupplement: toEuros(priceSupplementCents) })),
  }),
  references: {
    rules: printingProductReferences,
    query: (firestore: Firestore, id: string) => firestore.collection(ORDERS).where(PRODUCT_IDS, "array-contains", id),
  },
};

export function printingProductsRepository(firestore: Firestore, meter: CostMeter) {
  const repo = catalogueRepository(firestore, meter, printingProducts);
  const check = (input: PrintingProductInput, base: string[], others: CatalogueRecord[], current: PrintingProductRecord | null) =>
    checkPrintingProduct(input, {
      base,
      otherNames: others.map((r) => r.name),
      currentImage: current?.imagePath,
      currentVariantIds: current?.variants.map((v) => v.id) ?? [],
      newVariantId: randomUUID,
    });
  return {
    ...repo,
    create: (actorUid: string, input: PrintingProductInput) => repo.create(actorUid, (list) => check(input, inputField(), list, null)),
    update: (actorUid: string, id: string, version: number, values: PrintingProductInput) =>
      repo.update(actorUid, id, version, (current, others) => check(values, inputField("values"), others, current)),
  };
}
