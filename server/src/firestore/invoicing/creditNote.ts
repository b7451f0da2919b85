/**
 * The credit note of what remains of an order's invoice (docs/invoicing.md), inside the
 * transaction of the change that refunds the order: an administrator's move to « Remboursée »
 * (orders/writes.ts) or the storefront's (refunds.ts). Numbered AV-YYYY-NNNNNN on the year's
 * counter like invoices: the reads happen here, the writes when `commit()` is called, after the
 * caller's other reads (a transaction reads everything before it writes).
 */
import type { DocumentReference, DocumentSnapshot, Firestore, Query, QuerySnapshot, Timestamp, Transaction } from "firebase-admin/firestore";
import type { AccountingDocument } from "@atelier/domain/invoicing/document";
import { creditNoteFor, refundable, wholeRemainderRequest, type CreditNoteReason, type RefundTarget } from "@atelier/domain/invoicing/refund";
import { parisDay } from "@atelier/domain/parisCalendar";
import { ACCOUNTING_DOCUMENTS, documentFields, documentFromSnapshot, MAX_CREDIT_NOTES_PER_ORDER } from "./documents";
import { takeNumber } from "./counters";

/**
 * The transaction and how it reads: an administrator's write counts every read on the request's
 * meter (WriteScope), a system write reads the transaction as it is (`rawReads`).
 */
export interface TransactionReads {
  tx: Transaction;
  get(ref: DocumentReference): Promise<DocumentSnapshot>;
  query(query: Query): Promise<QuerySnapshot>;
}

export const rawReads = (tx: Transaction): TransactionReads => ({ tx, get: (ref) => tx.get(ref), query: (query) => tx.get(query) });

export interface PlannedCreditNote {
  document: AccountingDocument;
  /** Writes the credit note and takes its number. */
  commit(): void;
}

/**
 * The credit note for everything the order's invoice still allows to refund, or null: no invoice
 * (an order paid before invoicing, or whose trigger has not run yet), or nothing left.
 */
export async function remainderCreditNote(
  scope: TransactionReads,
  firestore: Firestore,
  orderId: string,
  now: Timestamp,
  reason: CreditNoteReason,
  refundTo: RefundTarget,
): Promise<PlannedCreditNote | null> {
  const { tx } = scope;
  const documents = firestore.collection(ACCOUNTING_DOCUMENTS);
  const snap = await scope.query(documents.where("orderId", "==", orderId).limit(MAX_CREDIT_NOTES_PER_ORDER + 1));
  const all = snap.docs.map(documentFromSnapshot);
  const invoice = all.find((document) => document.kind === "INVOICE");
  if (!invoice) return null;
  const remains = refundable(
    invoice,
    all.filter((document) => document.kind === "CREDIT_NOTE"),
  );
  const request = wholeRemainderRequest(remains, reason, refundTo);
  if (!request) return null;
  // Never before its invoice (a clock behind the invoice's day): dated the invoice's day then.
  const today = parisDay(now.toDate());
  const issuedOn = today < invoice.issuedOn ? invoice.issuedOn : today;
  const number = await takeNumber(tx, firestore, "CREDIT_NOTE", issuedOn, now, (ref) => scope.get(ref));
  const document = creditNoteFor(request, invoice, remains, number.number, issuedOn);
  return {
    document,
    commit() {
      number.commit();
      tx.create(documents.doc(document.number), documentFields(document, now));
    },
  };
}
