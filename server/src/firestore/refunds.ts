/**
 * The REFUND transaction of an order the storefront (or anything but changeOrderStatus) moved to
 * refunded: run by a Firestore trigger (functions/src/refunds.ts). Create-if-absent at the fixed
 * id refund-{orderId}: changeOrderStatus already created it in its own transaction, and a
 * redelivered event finds it, so there is exactly one per order. With it, in the same
 * transaction, the credit note of what remained of the order's invoice (invoicing/creditNote.ts).
 */
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { cancelsInvoice, movedToRefunded, refundTransaction, refundTransactionId } from "@atelier/domain/finances/refund";
import { CANCELLATION_REASON } from "@atelier/domain/invoicing/refund";
import { int, num, str } from "./convert";
import { TRANSACTIONS } from "./transactions";
import { rawReads, remainderCreditNote } from "./invoicing/creditNote";
import { runSystemTransaction } from "./retryBudget";

/** When the order became refunded: its status history's entry, else now. */
function refundedAt(after: DocumentData): Timestamp {
  const history: unknown[] = Array.isArray(after.statusHistory) ? after.statusHistory : [];
  const entry = history.findLast((h) => (h as DocumentData | null)?.to === "refunded") as DocumentData | undefined;
  return entry?.changedAt instanceof Timestamp ? entry.changedAt : Timestamp.now();
}

export async function recordRefund(
  firestore: Firestore,
  orderId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<"created" | "exists" | "none"> {
  if (after && cancelsInvoice(str(before?.status), str(after.status))) return cancellationCreditNote(firestore, orderId, after);
  if (!after || !movedToRefunded(str(before?.status), str(after.status))) return "none";
  // A zero-price order (a reprint) was never paid for: no REFUND of nothing.
  if (num(after.total) <= 0) return "none";
  const order = { id: orderId, total: num(after.total), userId: str(after.userId) };
  const ref = firestore.collection(TRANSACTIONS).doc(refundTransactionId(orderId));
  const at = refundedAt(after);
  // One transaction: the refund and the credit note of what remained of the invoice, both once.
  return runSystemTransaction(firestore, async (tx) => {
    if ((await tx.get(ref)).exists) return "exists";
    const creditNote = await remainderCreditNote(rawReads(tx), firestore, orderId, at, "OTHER", "PAYMENT");
    // Partial refunds (refundOrder.ts) that gave back everything moved it here themselves: each wrote its own transaction.
    if (!creditNote && int(after.refundedCents) > 0) return "exists";
    creditNote?.commit();
    tx.create(ref, { ...refundTransaction(order, null, creditNote?.document ?? null), createdAt: at });
    return "created";
  });
}

/**
 * A paid order the storefront cancelled: the credit note of what remained of its invoice, once (a
 * redelivered event, or the admin's changeOrderStatus that issued it already, finds nothing left).
 * No transaction: the payment's return is the payment provider's.
 */
async function cancellationCreditNote(firestore: Firestore, orderId: string, after: DocumentData): Promise<"created" | "exists"> {
  const history: unknown[] = Array.isArray(after.statusHistory) ? after.statusHistory : [];
  const entry = history.findLast((h) => (h as DocumentData | null)?.to === "cancelled") as DocumentData | undefined;
  const at = entry?.changedAt instanceof Timestamp ? entry.changedAt : Timestamp.now();
  return runSystemTransaction(firestore, async (tx) => {
    const creditNote = await remainderCreditNote(rawReads(tx), firestore, orderId, at, CANCELLATION_REASON.value, "PAYMENT");
    creditNote?.commit();
    return creditNote ? "created" : "exists";
  });
}
