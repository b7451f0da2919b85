/**
 * The orders collection as stored: its name, field names and the record every part of the
 * repository reads (queries.ts, writes.ts, notes.ts). A leaf: it imports no other part.
 */
import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import { isOrderStatus, type OrderStatusValue } from "@atelier/domain/orderStatuses";
import { centsByItem, int, isoDate, num, str } from "../convert";

export const ORDERS = "orders";
/** orders/{orderId}/notes/{noteId}: see notes.ts. */
export const ORDER_NOTES = "notes";
/** The order's id upper-cased (rules/orderSearchKey.ts), kept by searchKey.ts. */
export const ID_SEARCH_KEY = "idSearchKey";

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
  /** What its credit notes refunded so far, in cents (docs/invoicing.md); 0 when none. */
  refundedCents: number;
  /** The part of refundedCents per item line, keyed by the line's index (the revenue by product is net of it). */
  refundedItemCents: Record<string, number>;
  /** The `notes` array of an order not yet backfilled (notes.ts); the notes live in a subcollection. */
  legacyNotes: OrderNoteRecord[];
  /** A reprint's original order id (docs/reprints.md); null for any other order. */
  reprintOf: string | null;
  /** A reprint's reason as stored (MISPRINT, DAMAGED, LOST); null for any other order. */
  reprintReason: string | null;
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null) : [];

/** A stored note, or null when it lacks its text or date (never shown). */
export function noteFromData(d: DocumentData): OrderNoteRecord | null {
  const createdAt = isoDate(d.createdAt);
  return typeof d.text === "string" && createdAt ? { text: d.text, authorUid: str(d.authorUid), createdAt } : null;
}

export const orderFromSnapshot = (snap: DocumentSnapshot): OrderRecord => orderFromData(snap.id, snap.data() ?? {});

/** A stored order's fields as the API reads them (the seed reads the orders it writes with it too). */
export function orderFromData(id: string, d: DocumentData): OrderRecord {
  return {
    id,
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
    shippingAddress: typeof d.shippingAddress === "object" && d.shippingAddress !== null ? (d.shippingAddress as Record<string, string | null>) : null,
    deliveryMethodId: str(d.deliveryMethodId),
    deliveryPrice: typeof d.deliveryPrice === "number" ? d.deliveryPrice : null,
    trackingNumber: str(d.trackingNumber),
    refundedCents: int(d.refundedCents),
    refundedItemCents: centsByItem(d.refundedItemCents),
    legacyNotes: list(d.notes).flatMap((note) => noteFromData(note) ?? []),
    reprintOf: str(d.reprintOf),
    reprintReason: str(d.reprintReason),
  };
}
