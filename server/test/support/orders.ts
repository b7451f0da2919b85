import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { orderIdSearchKey, orderProductIds } from "../../src/rules/orderSearchKey";

/**
 * Writes orders/{id} straight into Firestore, as the storefront would have, with the search
 * fields its trigger would add (API tests run with the triggers paused).
 */
export async function createOrder(id: string, fields: Record<string, unknown> = {}): Promise<void> {
  const order: Record<string, unknown> = {
    idSearchKey: orderIdSearchKey(id),
    userId: "nobody",
    status: "pending_payment",
    total: 10,
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1, 12)),
    updatedAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1, 12)),
    statusHistory: [{ to: "pending_payment", changedAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1, 12)), changedBy: null }],
    items: [{ productId: "poster-30x40", name: "Poster 30×40", quantity: 1, unitPrice: 10, creationId: null, imageUrl: null }],
    trackingNumber: null,
    ...fields,
  };
  const productIds = orderProductIds(order.items);
  await db()
    .doc(`orders/${id}`)
    .set(productIds ? { ...order, productIds } : order);
}
