/** « Modes de livraison » (docs/catalogue.md): the list, one record, its writes and an order's method. */
import DataLoader from "dataloader";
import type { DeliveryMethodRecord } from "../../../firestore/catalogue/deliveryMethods";
import { ONE } from "../../../limits/costModel";
import { deliveryMethodsRepository } from "../../../firestore/catalogue/deliveryMethods";
import { defineModule, type RecordLoader } from "../../serverModule";
import { catalogueAccess, catalogueCosts } from "../catalogueCosts";
import { deliveryMethodResolvers } from "./deliveryMethod";

declare module "../../../loaders" {
  interface Loaders {
    deliveryMethod: RecordLoader<DeliveryMethodRecord>;
  }
}

declare module "../../../firestore" {
  interface Repositories {
    deliveryMethods: ReturnType<typeof deliveryMethodsRepository>;
  }
}

export default defineModule({
  repositories: { deliveryMethods: deliveryMethodsRepository },
  resolvers: [deliveryMethodResolvers],
  access: {
    ...catalogueAccess("DeliveryMethod", "deliveryMethod", "deliveryMethods", ["usageCount", "updatedBy"]),
    // Its name on an order is the order's.
    "Order.deliveryMethod": "ORDERS_READ",
  },
  costs: {
    ...catalogueCosts("DeliveryMethod", "deliveryMethod", "deliveryMethods"),
    "Order.deliveryMethod": ONE,
  },
  loaders: (repos) => ({ deliveryMethod: new DataLoader((ids: readonly string[]) => repos.deliveryMethods.getMany(ids)) }),
});
