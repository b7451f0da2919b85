/** Printing products (products/{id}): an order line's `productId` names one. */
import { randomUUID } from "node:crypto";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { toCents, toEuros } from "@atelier/domain/catalogue/common";
import {
  checkPrintingProduct,
  printingProductReferences,
  type PrintingProductInput,
  type PrintingProductValues,
  type ProductVariant,
} from "@atelier/domain/catalogue/printingProduct";
import type { PrintingProductRecord } from "@atelier/domain/catalogue/printingProduct";
import { num, str } from "../convert";
import type { CostMeter } from "../cost";
import { PRODUCT_IDS } from "../orders/searchKey";
import { ORDERS } from "../orders";
import { catalogueBase, catalogueRepository, type CatalogueCollection } from "./catalogueRepository";

export const PRODUCTS = "products";

/** `imagePath` is stored as `imageUrl` (the storefront's name): a storage path or a URL. */
export type { PrintingProductRecord };

/** Stored variants: { id, name, priceSupplement (euros), isActive }. */
function variantsOf(value: unknown): ProductVariant[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is DocumentData => typeof v === "object" && v !== null && typeof v.id === "string")
    .map((v) => ({ id: v.id, name: str(v.name) ?? v.id, priceSupplementCents: toCents(num(v.priceSupplement)), isActive: v.isActive !== false }));
}

export const printingProducts: CatalogueCollection<PrintingProductRecord, PrintingProductValues, PrintingProductInput> = {
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
  // Variant ids are kept when the record has them, made here otherwise (rules: checkVariants).
  check: (input, { current, ...context }) =>
    checkPrintingProduct(input, {
      ...context,
      currentImage: current?.imagePath,
      currentVariantIds: current?.variants.map((v) => v.id) ?? [],
      newVariantId: randomUUID,
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

export const printingProductsRepository = (firestore: Firestore, meter: CostMeter) => catalogueRepository(firestore, meter, printingProducts);
