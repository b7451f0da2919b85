/**
 * The writes on an order. Each runs in one Firestore transaction that reads the order, decides
 * (pure rules), writes it and appends the audit entry, so concurrent changes serialise: the
 * loser is retried on the new state and either applies on top of it or is refused.
 */
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import { applyStatusChange } from "../rules/orderStatusChange";
import type { OrderStatusValue } from "../rules/orderStatuses";
import { auditLogWriter } from "./auditLog";
import { orderNotesRef } from "./orderNotes";
import type { CostMeter } from "./cost";
import { runTransaction } from "./retryBudget";
import type { OrderRecord } from "./orders";

export const ORDER_NOT_FOUND = "Commande introuvable.";

export type OrderWriteResult = { order: OrderRecord; error?: never } | { order?: never; error: { field: string; message: string } };

export function orderWrites(firestore: Firestore, meter: CostMeter, fromSnapshot: (snap: DocumentSnapshot) => OrderRecord) {
  const auditLog = auditLogWriter(firestore);
  const ref = (id: string) => firestore.collection("orders").doc(id);

  /** Reads the order in `tx` (counted on the meter) and lets `decide` write; unknown → user error. */
  const withOrder = (
    orderId: string,
    decide: (tx: Transaction, order: OrderRecord, now: Timestamp) => OrderWriteResult,
  ): Promise<OrderWriteResult> =>
    runTransaction(firestore, async (tx) => {
      const snap = await tx.get(ref(orderId));
      meter.documentsRead(1);
      if (!snap.exists) return { error: { field: "orderId", message: ORDER_NOT_FOUND } };
      return decide(tx, fromSnapshot(snap), Timestamp.now());
    });

  return {
    changeStatus: (orderId: string, to: OrderStatusValue, actorUid: string) =>
      withOrder(orderId, (tx, order, now) => {
        const changedAt = now.toDate().toISOString();
        const result = applyStatusChange(order.status, to, changedAt, actorUid);
        if (!result.ok) return { error: { field: "status", message: result.message } };
        const { status, ...dates } = result.write;
        const stamps = Object.fromEntries(Object.keys(dates).map((key) => [key, now]));
        const entry = { to, changedAt: now, changedBy: actorUid };
        tx.update(ref(orderId), { status, ...stamps, statusHistory: FieldValue.arrayUnion(entry) });
        void auditLog.append(
          {
            actorUid,
            action: "order.changeStatus",
            targetType: "order",
            targetId: orderId,
            before: { status: order.status },
            after: { status, ...dates },
          },
          tx,
        );
        return { order: { ...order, ...result.write, statusHistory: [...order.statusHistory, result.entry] } };
      }),

    /** The note goes to the order's notes subcollection (orderNotes.ts); the order is left as it is. */
    addNote: (orderId: string, text: string, authorUid: string) =>
      withOrder(orderId, (tx, order, now) => {
        const note = orderNotesRef(firestore, orderId).doc();
        tx.create(note, { text, authorUid, createdAt: now });
        void auditLog.append(
          { actorUid: authorUid, action: "order.addNote", targetType: "order", targetId: orderId, before: null, after: { text, noteId: note.id } },
          tx,
        );
        return { order };
      }),

    setTrackingNumber: (orderId: string, trackingNumber: string | null, actorUid: string) =>
      withOrder(orderId, (tx, order, now) => {
        tx.update(ref(orderId), { trackingNumber, updatedAt: now });
        void auditLog.append(
          {
            actorUid,
            action: "order.setTrackingNumber",
            targetType: "order",
            targetId: orderId,
            before: { trackingNumber: order.trackingNumber },
            after: { trackingNumber },
          },
          tx,
        );
        return { order: { ...order, trackingNumber, updatedAt: now.toDate().toISOString() } };
      }),
  };
}
