/** « Produits d’impression » (docs/catalogue.md): the list, one record, its writes and variants. */
import DataLoader from "dataloader";
import type { PrintingProductRecord } from "../../../firestore/catalogue/printingProducts";
import { MAX_VARIANTS } from "@atelier/domain/catalogue/limits";
import { printingProductsRepository } from "../../../firestore/catalogue/printingProducts";
import { defineModule, type RecordLoader } from "../../serverModule";
import { catalogueAccess, catalogueCosts } from "../catalogueCosts";
import { ADMIN, anyOf } from "../../../auth/fieldAccess";
import { printingProductResolvers } from "./printingProduct";

declare module "../../../loaders" {
  interface Loaders {
    printingProduct: RecordLoader<PrintingProductRecord>;
  }
}

declare module "../../../firestore" {
  interface Repositories {
    printingProducts: ReturnType<typeof printingProductsRepository>;
  }
}

export default defineModule({
  repositories: { printingProducts: printingProductsRepository },
  resolvers: [printingProductResolvers],
  access: {
    ...catalogueAccess("PrintingProduct", "printingProduct", "printingProducts", ["usageCount", "updatedBy"]),
    ProductVariant: ADMIN,
    "PrintingProduct.printCostCents": anyOf("CATALOGUE", "FINANCES"),
    "PrintingProduct.marginCents": anyOf("CATALOGUE", "FINANCES"),
    "PrintingProduct.marginPercent": anyOf("CATALOGUE", "FINANCES"),
  },
  costs: {
    ...catalogueCosts("PrintingProduct", "printingProduct", "printingProducts"),
    "PrintingProduct.variants": { items: MAX_VARIANTS },
  },
  loaders: (repos) => ({ printingProduct: new DataLoader((ids: readonly string[]) => repos.printingProducts.getMany(ids)) }),
});
