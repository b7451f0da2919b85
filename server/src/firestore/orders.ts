import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";
import { CollectionReader, type PageArgs } from "./collection";
import { orderQueries, type StatusTotals } from "./orderQueries";
import { statsRepository } from "./stats";
import { orderWrites } from "./orderWrites";
import { noteFromData, orderNotesReader } from "./orderNotes";
import { int, isoDate, num, str } from "./convert";
import { isOrderStatus, type OrderStatusValue } from "../rules/orderStatuses";

export const ORDERS = "orders";

export { ORDER_STATUSES, type OrderStatusValue } from "../rules/orderStatuses";

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

export interface OrderNoteRecord {
  text: string;
  authorUid: string | null;
  createdAt: string;
}

export interface OrderStatusCountRecord {
  status: OrderStatusValue;
  count: number;
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
  /** The `notes` array of an order not yet backfilled (orderNotes.ts); the notes live in a subcollection. */
  legacyNotes: OrderNoteRecord[];
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null) : [];

export function orderFromSnapshot(snap: DocumentSnapshot): OrderRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    userId: str(d.userId),
    status: isOrderStatus(d.status) ? d.status : "pending_payment",
    total: num(d.total),
    createdAt: isoDate(d.createdAt),
    updatedAt: isoDate(d.updatedAt),
    paidAt: isoDate(d.paidAt),
    shippedAt: isoDate(d.shippedAt),
    deliveredAt: isoDate(d.deliveredAt),
    statusHistory: list(d.statusHistory).flatMap((entry) => {
      const changedAt = isoDate(entry.changedAt);
      return isOrderStatus(entry.to) && changedAt ? [{ to: entry.to, changedAt, changedBy: str(entry.changedBy) }] : [];
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
    legacyNotes: list(d.notes).flatMap((note) => noteFromData(note) ?? []),
  };
}

export function ordersRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, ORDERS, orderFromSnapshot, meter);
  const stats = statsRepository(firestore, meter);
  // Read once per request: the list's totalCount and its tab counts share the document.
  let statusTotals: ReturnType<StatusTotals> | undefined;
  const totals: StatusTotals = () => (statusTotals ??= stats.ordersByStatus());
  return {
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    page: (args: PageArgs) => reader.page(args),
    count: () => reader.count(),
    notes: orderNotesReader(firestore, meter).list,
    ...orderQueries(reader, meter, orderFromSnapshot, totals),
    ...orderWrites(firestore, meter, orderFromSnapshot),
  };
}
