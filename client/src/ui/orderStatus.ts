/**
 * The order statuses as the console reads them (the OrderStatus enum): their values and French
 * labels are the domain's (@atelier/domain/orderStatuses, shared with the API's messages and the
 * CSV export); only the badge colours are the console's.
 */
import type { OrderStatus } from "../gql/graphql";

export { ORDER_STATUS_ENUMS as ORDER_STATUSES, ORDER_STATUS_ENUM_LABELS as ORDER_STATUS_LABELS } from "@atelier/domain/orderStatuses";
export type { OrderStatus };

/** Badge colour palettes: waiting in orange, moving in blue, done in green, stopped in grey/red. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: "orange",
  PAID: "teal",
  PROCESSING: "blue",
  SHIPPED: "purple",
  DELIVERED: "green",
  CANCELLED: "gray",
  REFUNDED: "red",
};
