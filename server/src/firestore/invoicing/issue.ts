/**
 * Issuing an invoice (docs/invoicing.md « Issuing an invoice »): one per paid order, numbered
 * FA-YYYY-NNNNNN without gap or repeat, through a queue that one numberer at a time empties
 * under a lease (issueInvoice below says why), then the « Commande payée » with its PDF.
 */
import { FieldPath, Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { isRecordId } from "@atelier/domain/recordIds";
import { invoiceFor } from "@atelier/domain/invoicing/invoice";
import type { AccountingDocument } from "@atelier/domain/invoicing/document";
import { parisDay } from "@atelier/domain/parisCalendar";
import { CONTENDED_SYSTEM_WRITE_ATTEMPTS, runSystemTransaction } from "../retryBudget";
import { ORDERS, orderFromSnapshot } from "../orders/record";
import { USERS } from "../users/record";
import { DELIVERY_METHODS } from "../catalogue/deliveryMethods";
import { settingsFromData, settingsRef } from "../settings/record";
import { takeNumbers } from "./counters";
import { ACCOUNTING_DOCUMENTS, documentFields, documentFromSnapshot } from "./documents";
import { invoiceOrderOf, sellerOf } from "./invoiceOrder";
import { releaseLease, renewLease, takeLease } from "./lease";
import { queueInvoiceMail } from "./mail";

/** "invalid": the stored order cannot make an invoice (no item, a negative price): logged, left out of the queue. */
export type IssueOutcome = "issued" | "exists" | "unpaid" | "missing" | "invalid";

/** A paid order waiting for its number: `pendingInvoices/{orderId}` (step 1 of issueInvoice). */
export const PENDING_INVOICES = "pendingInvoices";
/** An invoiced order's invoice number: `orderInvoices/{orderId}` → `{ number }`, written with the invoice. */
export const ORDER_INVOICES = "orderInvoices";
/** How many waiting orders one numbering transaction numbers at most (its reads: 3 per order + 2). */
export const NUMBERING_BATCH = 50;

/**
 * Issues the invoice of a paid order, once, in two steps (docs/invoicing.md « Issuing »):
 * 1. the order joins the queue `pendingInvoices/{orderId}` — a transaction on the order's own
 *    documents, so payments never contend with each other there;
 * 2. the queue is numbered by one numberer at a time, holding a lease: batch after batch, one
 *    transaction reads the year's counter and up to NUMBERING_BATCH waiting orders, oldest first,
 *    and writes their invoices with consecutive numbers, the counter and the queue's removals.
 *    Without the lease, every payment's numbering read the counter and the same waiting orders
 *    and each one's reads blocked the others' writes: 100 payments at once did not get through
 *    100 attempts. The lease is one small document, taken by a write with a precondition (lease.ts).
 * Then the order's « Commande payée » with its PDF (mail.ts), which every call makes sure of.
 */
export async function issueInvoice(firestore: Firestore, orderId: string): Promise<IssueOutcome> {
  const queued = await queueForNumbering(firestore, orderId);
  if (queued === "unpaid" || queued === "missing") return queued;
  if (queued === "queued" || queued === "waiting") await untilNumbered(firestore, orderId);
  const invoice = await invoiceOf(firestore, orderId);
  if (!invoice) return "invalid";
  await queueInvoiceMail(firestore, invoice);
  return queued === "queued" ? "issued" : "exists";
}

/**
 * Waits until the order's invoice is written: numbers the queue when this call gets the lease
 * (lease.ts), else lets the holder work (it numbers every waiting order, this one included),
 * checking again after a pause that grows to a second.
 */
async function untilNumbered(firestore: Firestore, orderId: string): Promise<void> {
  const pending = firestore.collection(PENDING_INVOICES).doc(orderId);
  for (let pause = 50; (await pending.get()).exists; pause = Math.min(1000, pause * 2)) {
    let lease = await takeLease(firestore);
    if (!lease) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      continue;
    }
    try {
      // Batch after batch until the queue is empty, the lease renewed before each next batch: on
      // a slow machine a long queue outlasts its 30 s, and a lease that ran out mid-queue let
      // every waiting call number at once, contending on the counter the lease exists to spare.
      while ((await numberWaitingInvoices(firestore)).sawWaiting) {
        const renewed = await renewLease(firestore, lease);
        if (!renewed) break; // It ran out and was taken: its new holder numbers the rest.
        lease = renewed;
      }
    } finally {
      await releaseLease(firestore, lease);
    }
  }
}

/** The order's invoice, if it has one (through its marker). */
async function invoiceOf(firestore: Firestore, orderId: string): Promise<AccountingDocument | null> {
  const number: unknown = (await firestore.collection(ORDER_INVOICES).doc(orderId).get()).get("number");
  if (typeof number !== "string") return null;
  const snap = await firestore.collection(ACCOUNTING_DOCUMENTS).doc(number).get();
  return snap.exists ? documentFromSnapshot(snap) : null;
}

/**
 * Step 1: the order joins the queue ("queued"), unless it is not paid, already invoiced, or
 * already waiting (another call queued it). Reads by id only (the order, its invoice's marker, its
 * queue entry): a query in a transaction locks more than the order's own documents.
 */
async function queueForNumbering(firestore: Firestore, orderId: string): Promise<"queued" | "waiting" | "exists" | "unpaid" | "missing"> {
  return runSystemTransaction(firestore, async (tx) => {
    const pending = firestore.collection(PENDING_INVOICES).doc(orderId);
    const [orderSnap, invoiced, waiting] = await tx.getAll(
      firestore.collection(ORDERS).doc(orderId),
      firestore.collection(ORDER_INVOICES).doc(orderId),
      pending,
    );
    if (!orderSnap!.exists) return "missing";
    if (!orderFromSnapshot(orderSnap!).paidAt) return "unpaid";
    if (invoiced!.exists) return "exists";
    if (waiting!.exists) return "waiting";
    tx.create(pending, { orderId, queuedAt: Timestamp.now() });
    return "queued";
  });
}

/**
 * Step 2: numbers the oldest waiting orders, up to NUMBERING_BATCH, in one transaction. The queue
 * is listed outside the transaction and read back inside by id: a query in the transaction would
 * lock the whole queue, and every payment joining it would then wait for (and invalidate) the
 * numberings under way. `sawWaiting`: the queue had orders; `numbered`: invoices written by this call.
 * An order whose stored data cannot make an invoice (invoiceFor's invariants: no item, a negative
 * price) leaves the queue with a log line instead of blocking it: a retry would fail the same way.
 */
export async function numberWaitingInvoices(firestore: Firestore): Promise<{ sawWaiting: boolean; numbered: number }> {
  const documents = firestore.collection(ACCOUNTING_DOCUMENTS);
  const listed = await firestore.collection(PENDING_INVOICES).orderBy("queuedAt").orderBy(FieldPath.documentId()).limit(NUMBERING_BATCH).get();
  if (listed.empty) return { sawWaiting: false, numbered: 0 };
  const numbered = await runSystemTransaction(
    firestore,
    async (tx) => {
      const waiting = (await tx.getAll(...listed.docs.map((d) => d.ref))).filter((snap) => snap.exists);
      if (waiting.length === 0) return 0;
      // The instant of this attempt: it read the counter after every earlier commit, so numbers and dates rise together.
      const now = Timestamp.now();
      const issuedOn = parisDay(now.toDate());
      const numbers = await takeNumbers(tx, firestore, "INVOICE", issuedOn, now);
      const settings = (await tx.get(settingsRef(firestore))).data();
      const orders = (await tx.getAll(...waiting.map((d) => firestore.collection(ORDERS).doc(d.id)))).filter((snap) => snap.exists).map(orderFromSnapshot);
      const related = async (collection: string, ids: (string | null)[]) => {
        const refs = [...new Set(ids.filter((id): id is string => !!id && isRecordId(id)))].map((id) => firestore.collection(collection).doc(id));
        return new Map((refs.length ? await tx.getAll(...refs) : []).map((snap) => [snap.id, snap.data()]));
      };
      const customers = await related(
        USERS,
        orders.map((o) => o.userId),
      );
      const deliveryMethods = await related(
        DELIVERY_METHODS,
        orders.map((o) => o.deliveryMethodId),
      );
      const seller = sellerOf(settings);
      const vatRate = settingsFromData(settings).vatRate;
      const invoices: AccountingDocument[] = [];
      for (const order of orders) {
        if (!order.paidAt) continue;
        const candidate = invoiceOrderOf(order, customers.get(order.userId ?? ""), deliveryMethods.get(order.deliveryMethodId ?? ""));
        try {
          invoices.push(invoiceFor(candidate, seller, vatRate, numbers.peek(invoices.length), issuedOn));
        } catch (error) {
          console.error(`Facture non émise pour la commande ${order.id}`, error);
        }
      }
      numbers.commit(invoices.length);
      for (const invoice of invoices) {
        tx.create(documents.doc(invoice.number), documentFields(invoice, now));
        tx.create(firestore.collection(ORDER_INVOICES).doc(invoice.orderId), { number: invoice.number });
      }
      for (const doc of waiting) tx.delete(doc.ref);
      return invoices.length;
    },
    CONTENDED_SYSTEM_WRITE_ATTEMPTS,
  );
  return { sawWaiting: true, numbered };
}

/**
 * Whether a write paid the order (its `paidAt` appeared): what makes the trigger issue an invoice.
 * A reprint (`reprintOf` set, docs/reprints.md) is created paid but sells nothing: no invoice.
 */
export const becamePaid = (before: DocumentData | undefined, after: DocumentData | undefined): boolean =>
  Boolean(after?.paidAt) && !before?.paidAt && !after?.reprintOf;
