import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";
import { CollectionReader, type PageArgs } from "./collection";
import { int, isoDate, num, str } from "./convert";

export const ORDERS = "orders";

/** Statuses as stored (the wire uses SCREAMING_CASE, mapped by the OrderStatus enum resolver). */
export const ORDER_STATUSES = [
  "pending_payment",
  "paid",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

export interface OrderItemRecord {
  productId: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  creationId: string | null;
  imageUrl: string | null;
}

export interface StatusChangeRecord {
  to: OrderStatusValue;
  changedAt: string;
  changedBy: string | null;
}

export interface OrderRecord {
  id: string;
  userId: string | null;
  status: OrderStatusValue;
  total: number;
  createdAt: string | null;
  updatedAt: string | null;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  statusHistory: StatusChangeRecord[];
  items: OrderItemRecord[];
  shippingAddress: Record<string, string | null> | null;
  deliveryMethodId: string | null;
  deliveryPrice: number | null;
  trackingNumber: string | null;
}

const isStatus = (value: unknown): value is OrderStatusValue =>
  (ORDER_STATUSES as readonly unknown[]).includes(value);

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null) : [];

export function orderFromSnapshot(snap: DocumentSnapshot): OrderRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    userId: str(d.userId),
    status: isStatus(d.status) ? d.status : "pending_payment",
    total: num(d.total),
    createdAt: isoDate(d.createdAt),
    updatedAt: isoDate(d.updatedAt),
    paidAt: isoDate(d.paidAt),
    shippedAt: isoDate(d.shippedAt),
    deliveredAt: isoDate(d.deliveredAt),
    statusHistory: list(d.statusHistory).flatMap((entry) => {
      const changedAt = isoDate(entry.changedAt);
      return isStatus(entry.to) && changedAt ? [{ to: entry.to, changedAt, changedBy: str(entry.changedBy) }] : [];
    }),
    items: list(d.items).map((item) => ({
      productId: str(item.productId),
      name: str(item.name) ?? "",
      quantity: int(item.quantity),
      unitPrice: num(item.unitPrice),
      creationId: str(item.creationId),
      imageUrl: str(item.imageUrl),
    })),
    shippingAddress:
      typeof d.shippingAddress === "object" && d.shippingAddress !== null
        ? (d.shippingAddress as Record<string, string | null>)
        : null,
    deliveryMethodId: str(d.deliveryMethodId),
    deliveryPrice: typeof d.deliveryPrice === "number" ? d.deliveryPrice : null,
    trackingNumber: str(d.trackingNumber),
  };
}

export function ordersRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, ORDERS, orderFromSnapshot, meter);
  return {
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    page: (args: PageArgs) => reader.page(args),
    count: () => reader.count(),
  };
}
