/** « Produits d’impression » (docs/catalogue.md): the list, one record, its writes and variants. */
import DataLoader from "dataloader";
import type { PrintingProductRecord } from "../../../firestore/catalogue/printingProducts";
import { MAX_VARIANTS } from "../../../rules/catalogue/limits";
import { defineModule, type RecordLoader } from "../../serverModule";
import { catalogueCosts } from "../catalogueCosts";
import { printingProductResolvers } from "./printingProduct";

declare module "../../../loaders" {
  interface Loaders {
    printingProduct: RecordLoader<PrintingProductRecord>;
  }
}

export default defineModule({
  resolvers: [printingProductResolvers],
  costs: {
    ...catalogueCosts("PrintingProduct", "printingProduct", "printingProducts"),
    "PrintingProduct.variants": { items: MAX_VARIANTS },
  },
  loaders: (repos) => ({ printingProduct: new DataLoader((ids: readonly string[]) => repos.printingProducts.getMany(ids)) }),
});
