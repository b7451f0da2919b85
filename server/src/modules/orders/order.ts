import type { OrderStatus, Resolvers } from "../../generated/graphql";
import type { OrderStatusValue } from "@atelier/domain/orderStatuses";
import { allowedNextStatuses } from "@atelier/domain/orderStatusChange";
import { displayableImageUrl } from "../../schema/images";
import { connection, sharedConnection, totalCountResolver } from "../../schema/connection";
import { orderCriteria } from "./orderCriteria";
import { newestFirst } from "../../firestore/orders/notes";
import { eurosToCents } from "@atelier/domain/money";
import { shortOrderId } from "@atelier/domain/finances/refund";

/**
 * Wire enum → stored value. Codegen types enums as string unions, which leaves no slot for an
 * enum's internal values in `Resolvers`, so this map is merged beside the typed resolvers.
 */
export const orderStatusEnum: { OrderStatus: Record<string, OrderStatusValue> } = {
  OrderStatus: {
    PENDING_PAYMENT: "pending_payment",
    PAID: "paid",
    PROCESSING: "processing",
    SHIPPED: "shipped",
    DELIVERED: "delivered",
    CANCELLED: "cancelled",
    REFUNDED: "refunded",
  },
};

/** Stored values go out as they are: the enum map above serialises them to wire names. */
const asWire = (statuses: readonly OrderStatusValue[]) => statuses as unknown as OrderStatus[];

export const orderResolvers: Resolvers = {
  Query: {
    order: (_, { id }, ctx) => ctx.loaders.order.load(id),
    orders: (_, args, ctx) =>
      sharedConnection(ctx, "Query.orders", null, args, async () => {
        const { first, after, filter, orderBy } = args;
        const criteria = await orderCriteria(filter, orderBy, ctx.repos);
        return connection(ctx.repos.orders.pageMatching({ first, after }, criteria), () => ctx.repos.orders.countMatching(criteria));
      }),
    orderStatusCounts: (_, { filter }, ctx) =>
      ctx.loaders.calls.share("Query.orderStatusCounts", null, filter, async () =>
        ctx.repos.orders.countByStatus(await orderCriteria(filter, null, ctx.repos)),
      ),
  },
  // Stored euros go out as cents (@atelier/domain/money), here and nowhere else.
  OrderItem: {
    unitPriceCents: (item) => eurosToCents(item.unitPrice),
    imageUrl: (item, _, ctx) => displayableImageUrl(ctx.storage, item.imageUrl ?? null),
  },
  Order: {
    shortId: (order) => shortOrderId(order.id),
    totalCents: (order) => eurosToCents(order.total),
    deliveryPriceCents: (order) => (order.deliveryPrice === null ? null : eurosToCents(order.deliveryPrice)),
    customer: (order, _, ctx) => (order.userId ? ctx.loaders.user.load(order.userId) : null),
    itemsCount: (order) => order.items.reduce((sum, item) => sum + item.quantity, 0),
    // Only the order detail asks for notes: one query per order, shared within the request.
    notes: async (order, _, ctx) => newestFirst([...(await ctx.loaders.orderNotes.load(order.id)), ...order.legacyNotes]),
    allowedNextStatuses: (order) => asWire(allowedNextStatuses(order.status)),
  },
  StatusChange: {
    author: (change, _, ctx) => (change.changedBy ? ctx.loaders.user.load(change.changedBy) : null),
  },
  OrderNote: {
    author: (note, _, ctx) => (note.authorUid ? ctx.loaders.user.load(note.authorUid) : null),
  },
  OrderConnection: totalCountResolver,
};
