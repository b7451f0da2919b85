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

/**
 * A paid order of 54,90 € (2 mugs at 12,50 €, a poster at 24,90 €, delivery 5 €, paid on
 * 14 October 2026), the invoicing and refund tests' example; `fields` override.
 */
export const createPaidOrder = (id: string, fields: Record<string, unknown> = {}): Promise<void> =>
  createOrder(id, {
    status: "paid",
    paidAt: Timestamp.fromMillis(Date.UTC(2026, 9, 14, 10)),
    total: 54.9,
    items: [
      { productId: "mug", name: "Mug 33 cl", quantity: 2, unitPrice: 12.5, creationId: null, imageUrl: null },
      { productId: "poster", name: "Poster 30×40", quantity: 1, unitPrice: 24.9, creationId: null, imageUrl: null },
    ],
    deliveryPrice: 5,
    shippingAddress: { fullName: "Lucas Bernard", line1: "3 place Bellecour", postalCode: "69002", city: "Lyon", country: "France" },
    ...fields,
  });
