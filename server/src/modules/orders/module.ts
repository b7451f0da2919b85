/** Orders: the list, status counts, detail, status changes, notes and tracking numbers (docs/orders.md). */
import { MAX_CREDIT_NOTES_PER_ORDER } from "../../firestore/invoicing/documents";
import DataLoader from "dataloader";
import type { Repositories } from "../../firestore";
import type { OrderRecord } from "../../firestore/orders";
import { MAX_NOTES_LISTED } from "../../firestore/orders/notes";
import { AGGREGATES_READS, connectionCosts, countOf, cursor, EMBEDDED_BOUNDS, ONE, page, type Args } from "../../limits/costModel";
import { ORDER_STATUSES } from "@atelier/domain/orderStatuses";
import { ordersRepository } from "../../firestore/orders";
import { defineModule, type RecordLoader } from "../serverModule";
import { orderResolvers, orderStatusEnum } from "./order";
import { orderMutationResolvers } from "./orderMutations";
import { bulkOrderCosts, bulkOrderResolvers } from "./bulkOrders";
import { ORDER_SELECTION_PAGE } from "@atelier/domain/orders/bulkStatus";
import { INHERIT, wrappers } from "../../auth/fieldAccess";

declare module "../../loaders" {
  interface Loaders {
    order: RecordLoader<OrderRecord>;
    orderNotes: DataLoader<string, Awaited<ReturnType<Repositories["orders"]["notes"]>>>;
  }
}

/** An order filter searching an e-mail first looks the customer up (at most 10 records). */
const emailLookup = (args: Args) => {
  const search = (args.filter as { search?: unknown } | null | undefined)?.search;
  return typeof search === "string" && search.includes("@") ? 10 : 0;
};

/** The statuses a single order's move gives money back at (their wire and stored values, lower-cased, are the same). */
const MONEY_BACK_STATUSES: readonly string[] = ["cancelled", "refunded"];

declare module "../../firestore" {
  interface Repositories {
    orders: ReturnType<typeof ordersRepository>;
  }
}

export default defineModule({
  repositories: { orders: ordersRepository },
  resolvers: [orderResolvers, orderStatusEnum, orderMutationResolvers, bulkOrderResolvers],
  access: {
    "Query.orders": "ORDERS_READ",
    "Query.order": "ORDERS_READ",
    "Query.orderStatusCounts": "ORDERS_READ",
    "Query.orderSelection": "ORDERS_READ",
    // « Annulée » (a paid order's cancellation issues a credit note) and « Remboursée » give money back.
    "Mutation.changeOrderStatus": {
      permission: "FULFILMENT",
      also: "REFUNDS",
      when: (args) => MONEY_BACK_STATUSES.includes(String((args.input as { status?: unknown } | undefined)?.status).toLowerCase()),
      condition: { en: "to move an order to CANCELLED or REFUNDED", fr: "pour passer une commande à « Annulée » ou « Remboursée »" },
    },
    "Mutation.addOrderNote": "FULFILMENT",
    "Mutation.setOrderTrackingNumber": "FULFILMENT",
    "Mutation.changeOrdersStatus": "FULFILMENT",
    Order: "ORDERS_READ",
    OrderItem: "ORDERS_READ",
    ShippingAddress: "ORDERS_READ",
    StatusChange: "ORDERS_READ",
    OrderNote: "ORDERS_READ",
    OrderStatusCount: "ORDERS_READ",
    OrderSelection: "ORDERS_READ",
    OrderRefusal: INHERIT,
    ...wrappers("Order"),
    ChangeOrdersStatusPayload: INHERIT,
    OrderPayload: INHERIT,
  },
  costs: {
    "Query.orders": { reads: (args) => page(args) + cursor(args) + emailLookup(args) },
    ...connectionCosts("OrderConnection", "orders"),
    // Orders' counts first read the dashboard's aggregates (one document, shared within the
    // request); a count() follows only for filtered lists or while the aggregates are not built.
    "OrderConnection.totalCount": { reads: AGGREGATES_READS + countOf("orders") },
    "Query.order": ONE,
    "Query.orderStatusCounts": {
      // One count() per status: they split the matching orders between them.
      reads: (args) => AGGREGATES_READS + countOf("orders", ORDER_STATUSES.length) + emailLookup(args),
      items: ORDER_STATUSES.length,
    },
    "Order.customer": ONE,
    "Order.statusHistory": { items: EMBEDDED_BOUNDS.statusHistory },
    "Order.items": { items: EMBEDDED_BOUNDS.items },
    // One query on the order's notes subcollection, at most MAX_NOTES_LISTED documents.
    "Order.notes": { reads: MAX_NOTES_LISTED, items: MAX_NOTES_LISTED },
    "StatusChange.author": ONE,
    "OrderNote.author": ONE,
    // Mutations read what they change inside their transaction (a retried attempt reads again:
    // the estimate counts one attempt).
    // The order, settings/app, the customer (mails) and transactions/refund-{id} (refunds); a
    // refund also reads the order's documents (its invoice and credit notes) and the credit notes' counter.
    "Mutation.changeOrderStatus": { reads: 4 + (MAX_CREDIT_NOTES_PER_ORDER + 1) + 1 },
    "Mutation.addOrderNote": ONE,
    // 250 matching ids and one more (to know whether others follow; one read each, select() or
    // not), the cursor's order, and their count, as the list counts.
    "Query.orderSelection": { reads: (args) => ORDER_SELECTION_PAGE + 1 + cursor(args) + AGGREGATES_READS + countOf("orders") + emailLookup(args) },
    ...bulkOrderCosts,
    "Mutation.setOrderTrackingNumber": ONE,
  },
  loaders: (repos) => ({
    order: new DataLoader((ids: readonly string[]) => repos.orders.getMany(ids)),
    orderNotes: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => repos.orders.notes(id)))),
  }),
});
