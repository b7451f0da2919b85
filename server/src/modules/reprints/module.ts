/** Reprints: a paid order printed again as a linked order at zero price (docs/reprints.md). */
import DataLoader from "dataloader";
import { MAX_REPRINT_SHARES } from "@atelier/domain/finances/figures";
import { MAX_REPRINTS_PER_ORDER } from "@atelier/domain/reprints/reprint";
import type { OrderRecord } from "../../firestore/orders";
import { reprintsRepository } from "../../firestore/orders/reprints";
import { ONE } from "../../limits/costModel";
import { defineModule } from "../serverModule";
import { reprintResolvers } from "./reprints";
import { INHERIT } from "../../auth/fieldAccess";

declare module "../../loaders" {
  interface Loaders {
    /** An order's reprints, oldest first: one query per order. */
    orderReprints: DataLoader<string, OrderRecord[]>;
  }
}

declare module "../../firestore" {
  interface Repositories {
    reprints: ReturnType<typeof reprintsRepository>;
  }
}

export default defineModule({
  repositories: { reprints: reprintsRepository },
  resolvers: [reprintResolvers],
  access: {
    "Mutation.reprintOrder": "REFUNDS",
    "Order.reprintOf": "ORDERS_READ",
    "Order.reprints": "ORDERS_READ",
    ReprintShare: "FINANCES",
    ReprintOrderPayload: INHERIT,
  },
  costs: {
    // The original order and the count() of its reprints (at most 20: one read), inside the transaction.
    "Mutation.reprintOrder": { reads: 2 },
    "Order.reprintOf": ONE,
    // One equality query, at most MAX_REPRINTS_PER_ORDER documents.
    "Order.reprints": { reads: MAX_REPRINTS_PER_ORDER, items: MAX_REPRINTS_PER_ORDER },
    "FinanceReport.reprintsByProduct": { items: MAX_REPRINT_SHARES },
    // The products' names: batched into one getAll per request.
    "ReprintShare.name": ONE,
  },
  loaders: (repos) => ({
    orderReprints: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => repos.reprints.ofOrder(id)))),
  }),
});
