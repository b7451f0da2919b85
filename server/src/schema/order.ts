import type { Resolvers } from "../generated/graphql";
import type { OrderStatusValue } from "../firestore/orders";
import { connection, totalCountResolver } from "./connection";

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

export const orderResolvers: Resolvers = {
  Query: {
    order: (_, { id }, ctx) => ctx.loaders.order.load(id),
    orders: (_, args, ctx) => connection(ctx.repos.orders.page(args), ctx.repos.orders.count),
  },
  Order: {
    shortId: (order) => order.id.slice(0, 6).toUpperCase(),
    customer: (order, _, ctx) => (order.userId ? ctx.loaders.user.load(order.userId) : null),
    itemsCount: (order) => order.items.reduce((sum, item) => sum + item.quantity, 0),
  },
  OrderConnection: totalCountResolver,
};
