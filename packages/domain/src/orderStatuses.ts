/**
 * Order statuses as stored, and the moves between them (architecture.md, "Order statuses"):
 * the spec leaves transitions open, this is the rule the server, the console and the demo data
 * all follow.
 */
export const ORDER_STATUSES = ["pending_payment", "paid", "processing", "shipped", "delivered", "cancelled", "refunded"] as const;

export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** The OrderStatus enum of the API: the stored values in capitals (`paid` is `PAID`). */
export type OrderStatusEnum = Uppercase<OrderStatusValue>;
export const ORDER_STATUS_ENUMS = /* @__PURE__ */ ORDER_STATUSES.map((status) => status.toUpperCase() as OrderStatusEnum);

/** The spec's French labels, in the lifecycle order: the API's messages, the CSV export, the console. */
export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  pending_payment: "En attente de paiement",
  paid: "Payée",
  processing: "En cours",
  shipped: "Expédiée",
  delivered: "Livrée",
  cancelled: "Annulée",
  refunded: "Remboursée",
};

/** The same labels keyed by the API's enum, as the console reads them. */
export const ORDER_STATUS_ENUM_LABELS = /* @__PURE__ */ Object.fromEntries(
  ORDER_STATUSES.map((status) => [status.toUpperCase(), ORDER_STATUS_LABELS[status]]),
) as Record<OrderStatusEnum, string>;

export const ALLOWED_TRANSITIONS: Record<OrderStatusValue, readonly OrderStatusValue[]> = {
  pending_payment: ["paid", "cancelled"],
  paid: ["processing", "cancelled", "refunded"],
  processing: ["shipped", "cancelled", "refunded"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  cancelled: [],
  refunded: [],
};

export function isOrderStatus(value: unknown): value is OrderStatusValue {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}
