/**
 * The writes on an order, each one audited transaction (auditedWrite.ts) that reads the order,
 * decides with the pure rules, writes it and appends the audit entry, so concurrent changes
 * serialise: the loser is retried on the new state and either applies on top of it or is refused.
 */
import { FieldValue, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { applyStatusChange, type StatusChangeWrite } from "@atelier/domain/orderStatusChange";
import type { OrderStatusValue } from "@atelier/domain/orderStatuses";
import { movedToRefunded, refundTransaction, refundTransactionId } from "@atelier/domain/finances/refund";
import { inputField, userError } from "@atelier/domain/userErrors";
import { TRANSACTIONS } from "../transactions";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { mailOutbox, type MailAttachment } from "../mail/enqueue";
import { eurosToCents, formatCents } from "@atelier/domain/money";
import { USERS } from "../users/record";
import { orderNotesRef } from "./notes";
import { ORDERS, orderFromSnapshot, type OrderRecord } from "./record";
import type { AccountingDocument } from "@atelier/domain/invoicing/document";
import { remainderCreditNote } from "../invoicing/creditNote";
import { CANCELLATION_REASON } from "@atelier/domain/invoicing/refund";
import { cancelsInvoice } from "@atelier/domain/finances/refund";
import { documentAttachment } from "../invoicing/mail";

/** The mail each status sends its customer, and the `settings/app` switch that turns it off. */
const STATUS_MAILS = {
  shipped: { template: "order-shipped", key: "orderShipped" },
  delivered: { template: "order-delivered", key: "orderDelivered" },
  refunded: { template: "order-refunded", key: "orderRefunded" },
} as const;

/** The mail a move to `to` sends, or null (no mail for this status). */
export const statusMailOf = (to: OrderStatusValue) => (to in STATUS_MAILS ? STATUS_MAILS[to as keyof typeof STATUS_MAILS] : null);

type Outbox = Awaited<ReturnType<typeof mailOutbox>>;

/**
 * Writes the status mail of `order` (as it is after the change) to `customer` (its users record,
 * already read), unless its switch is off or the customer has no e-mail.
 */
export function writeStatusMail(
  outbox: Outbox,
  order: OrderRecord,
  to: OrderStatusValue,
  customer: DocumentData | undefined,
  creditNote: AccountingDocument | null,
  attachment?: MailAttachment,
) {
  const mail = statusMailOf(to);
  if (!mail || !outbox.enabled(mail.key) || typeof customer?.email !== "string" || !customer.email) return;
  outbox.enqueue({
    to: customer.email,
    template: mail.template,
    source: "order.changeStatus",
    data: {
      shopName: outbox.settings.shopName,
      firstName: typeof customer.firstName === "string" ? customer.firstName : "",
      orderId: order.id,
      // A refund says what it gave back: its credit note's amount (what remained of the invoice).
      orderTotal: formatCents(creditNote ? creditNote.grossCents : eurosToCents(order.total)),
      trackingNumber: order.trackingNumber ?? "",
    },
    // The refund's credit note travels with its mail, as the invoice with « Commande payée ».
    attachments: attachment ? [attachment] : undefined,
  });
}

/**
 * Shipped, delivered and refunded tell the customer, when their switch is on: reads settings/app
 * and the customer's record (2 reads, before the change writes) and enqueues the mail in the
 * status change's transaction.
 */
async function enqueueStatusMail(w: WriteScope, firestore: Firestore, order: OrderRecord, to: OrderStatusValue, creditNote: AccountingDocument | null) {
  if (!statusMailOf(to) || !order.userId) return;
  const outbox = await mailOutbox(w, firestore);
  if (!outbox.enabled(statusMailOf(to)!.key)) return;
  const customer = (await w.get(firestore.collection(USERS).doc(order.userId))).data();
  writeStatusMail(outbox, order, to, customer, creditNote, creditNote ? await documentAttachment(creditNote) : undefined);
}

/**
 * What a status change writes on its order: the status, updatedAt and the status's own date
 * stamped with the change's time, and its history entry. One definition for one order and many.
 */
export function statusChangeFields(w: WriteScope, write: StatusChangeWrite, to: OrderStatusValue) {
  const { status, ...dates } = write;
  const stamps = Object.fromEntries(Object.keys(dates).map((key) => [key, w.now]));
  const entry = { to, changedAt: w.now, changedBy: w.actorUid };
  return { status, dates, fields: { status, ...stamps, statusHistory: FieldValue.arrayUnion(entry) } };
}

/**
 * The date a move stamps, as it was before (null: never stamped), for the audit entry: an undo
 * puts it back (docs/undo.md).
 */
export function stampBefore(order: OrderRecord, write: StatusChangeWrite): Record<string, unknown> {
  const stamp = (["paidAt", "shippedAt", "deliveredAt"] as const).find((key) => key in write);
  return stamp ? { [stamp]: order[stamp] ?? null } : {};
}

export function orderWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const ref = (id: string) => firestore.collection(ORDERS).doc(id);
  const existing = (w: WriteScope, orderId: string) => w.getExisting(ref(orderId), inputField("orderId"), "Commande", orderFromSnapshot);

  return {
    changeStatus: (actorUid: string, orderId: string, to: OrderStatusValue) =>
      writes.run(actorUid, async (w): Promise<OrderRecord> => {
        const order = await existing(w, orderId);
        const changedAt = w.now.toDate().toISOString();
        const result = applyStatusChange(order.status, to, changedAt, actorUid);
        if (!result.ok) return w.refuse([userError(inputField("status"), result.message, "INVALID")]);
        // Read before any write, the mail's included (a transaction's rule): the refund is created once, if absent.
        // A zero-price order (a reprint, docs/reprints.md) was never paid for: nothing to give back.
        const refund = movedToRefunded(order.status, to) && order.total > 0 ? firestore.collection(TRANSACTIONS).doc(refundTransactionId(orderId)) : null;
        const createRefund = refund !== null && !(await w.get(refund)).exists;
        // A refund issues the credit note of what remains of the invoice (none when the order has no
        // invoice); so does the cancellation of a paid order: its invoice is cancelled by a credit note.
        const creditNote = refund
          ? await remainderCreditNote(w, firestore, orderId, w.now, "OTHER", "PAYMENT")
          : cancelsInvoice(order.status, to)
            ? await remainderCreditNote(w, firestore, orderId, w.now, CANCELLATION_REASON.value, "PAYMENT")
            : null;
        await enqueueStatusMail(w, firestore, order, to, creditNote?.document ?? null);
        creditNote?.commit();
        if (refund && createRefund) w.tx.create(refund, { ...refundTransaction(order, actorUid, creditNote?.document ?? null), createdAt: w.now });
        const { status, dates, fields } = statusChangeFields(w, result.write, to);
        w.tx.update(ref(orderId), fields);
        w.audit({
          action: "order.changeStatus",
          targetType: "order",
          targetId: orderId,
          before: { status: order.status, ...stampBefore(order, result.write) },
          after: { status, ...dates, ...(creditNote ? { creditNote: creditNote.document.number } : {}) },
        });
        return { ...order, ...result.write, statusHistory: [...order.statusHistory, result.entry] };
      }),

    /** The note goes to the order's notes subcollection (notes.ts); the order is left as it is. */
    addNote: (actorUid: string, orderId: string, text: string) =>
      writes.run(actorUid, async (w) => {
        const order = await existing(w, orderId);
        const note = orderNotesRef(firestore, orderId).doc();
        w.tx.create(note, { text, authorUid: actorUid, createdAt: w.now });
        w.audit({ action: "order.addNote", targetType: "order", targetId: orderId, before: null, after: { text, noteId: note.id } });
        return order;
      }),

    setTrackingNumber: (actorUid: string, orderId: string, trackingNumber: string | null) =>
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
