/**
 * The writes on an order, each one audited transaction (auditedWrite.ts) that reads the order,
 * decides with the pure rules, writes it and appends the audit entry, so concurrent changes
 * serialise: the loser is retried on the new state and either applies on top of it or is refused.
 */
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { applyStatusChange } from "../../rules/orderStatusChange";
import type { OrderStatusValue } from "../../rules/orderStatuses";
import { inputField, userError } from "../../rules/userErrors";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { orderNotesRef } from "./notes";
import { ORDERS, orderFromSnapshot, type OrderRecord } from "./record";

export function orderWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const ref = (id: string) => firestore.collection(ORDERS).doc(id);
  const existing = (w: WriteScope, orderId: string) => w.getExisting(ref(orderId), inputField("orderId"), "Commande", orderFromSnapshot);

  return {
    changeStatus: (orderId: string, to: OrderStatusValue, actorUid: string) =>
      writes.run(actorUid, async (w): Promise<OrderRecord> => {
        const order = await existing(w, orderId);
        const changedAt = w.now.toDate().toISOString();
        const result = applyStatusChange(order.status, to, changedAt, actorUid);
        if (!result.ok) return w.refuse([userError(inputField("status"), result.message, "INVALID")]);
        const { status, ...dates } = result.write;
        const stamps = Object.fromEntries(Object.keys(dates).map((key) => [key, w.now]));
        const entry = { to, changedAt: w.now, changedBy: actorUid };
        w.tx.update(ref(orderId), { status, ...stamps, statusHistory: FieldValue.arrayUnion(entry) });
        w.audit({ action: "order.changeStatus", targetType: "order", targetId: orderId, before: { status: order.status }, after: { status, ...dates } });
        return { ...order, ...result.write, statusHistory: [...order.statusHistory, result.entry] };
      }),

    /** The note goes to the order's notes subcollection (notes.ts); the order is left as it is. */
    addNote: (orderId: string, text: string, authorUid: string) =>
      writes.run(authorUid, async (w) => {
        const order = await existing(w, orderId);
        const note = orderNotesRef(firestore, orderId).doc();
        w.tx.create(note, { text, authorUid, createdAt: w.now });
        w.audit({ action: "order.addNote", targetType: "order", targetId: orderId, before: null, after: { text, noteId: note.id } });
        return order;
      }),

    setTrackingNumber: (orderId: string, trackingNumber: string | null, actorUid: string) =>
      writes.run(actorUid, async (w) => {
        const order = await existing(w, orderId);
        w.tx.update(ref(orderId), { trackingNumber, updatedAt: w.now });
        w.audit({
          action: "order.setTrackingNumber",
          targetType: "order",
          targetId: orderId,
          before: { trackingNumber: order.trackingNumber },
          after: { trackingNumber },
        });
        return { ...order, trackingNumber, updatedAt: w.now.toDate().toISOString() };
      }),
  };
}
