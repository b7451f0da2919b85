/**
 * Issuing an invoice (docs/invoicing.md): one per paid order, numbered FA-YYYY-NNNNNN from the
 * year's counter, in one transaction that reads the order, its documents, the counter, the
 * settings (seller, VAT rate), the customer and the delivery method, then writes the invoice and
 * the counter together. Every issue of a year reads and writes that counter, so concurrent issues
 * serialise on it: none skips or repeats a number, and a second issue for one order (the trigger
 * redelivered, two events at once) finds the first one's invoice on its retry and does nothing.
 */
import { Timestamp, type DocumentData, type Firestore, type Transaction } from "firebase-admin/firestore";
import { isRecordId } from "@atelier/domain/recordIds";
import { counterId, documentNumber } from "@atelier/domain/invoicing/numbering";
import { invoiceFor, type InvoiceOrder } from "@atelier/domain/invoicing/invoice";
import type { AccountingDocument, Buyer, DocumentKind, SellerIdentity } from "@atelier/domain/invoicing/document";
import { parisDay } from "@atelier/domain/parisCalendar";
import { eurosToCents } from "@atelier/domain/money";
import { shortOrderId } from "@atelier/domain/finances/refund";
import { CONTENDED_SYSTEM_WRITE_ATTEMPTS, runSystemTransaction } from "../retryBudget";
import { ORDERS, orderFromSnapshot, type OrderRecord } from "../orders/record";
import { USERS } from "../users/record";
import { DELIVERY_METHODS } from "../catalogue/deliveryMethods";
import { settingsFromData, settingsRef } from "../settings/record";
import { ACCOUNTING_DOCUMENTS, DOCUMENT_COUNTERS, documentFields, documentFromSnapshot } from "./documents";
import { queueInvoiceMail } from "./mail";

/** "invalid": the stored order cannot make an invoice (no item, a negative price): logged, not retried. */
export type IssueOutcome = "issued" | "exists" | "unpaid" | "missing" | "invalid";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The buyer as the order and the customer's record name them. */
export function buyerOf(order: OrderRecord, customer: DocumentData | undefined): Buyer {
  const address = order.shippingAddress ?? {};
  const name = text(address.fullName) || [text(customer?.firstName), text(customer?.lastName)].filter(Boolean).join(" ") || text(customer?.email) || "Client";
  const cityLine = [text(address.postalCode), text(address.city)].filter(Boolean).join(" ");
  return {
    name,
    email: text(customer?.email) || null,
    addressLines: [text(address.line1), text(address.line2), cityLine, text(address.country)].filter(Boolean),
  };
}

/** The seller as settings/app says it now: what the document will keep. */
export function sellerOf(settings: DocumentData | undefined): SellerIdentity {
  const shop = settingsFromData(settings);
  return { ...shop.seller, shopName: shop.shopName, contactEmail: shop.contactEmail ?? "" };
}

/** The order as the invoice rule reads it: money in cents. */
export function invoiceOrderOf(order: OrderRecord, customer: DocumentData | undefined, deliveryMethod: DocumentData | undefined): InvoiceOrder {
  const deliveryCents = eurosToCents(order.deliveryPrice ?? 0);
  return {
    id: order.id,
    reference: shortOrderId(order.id),
    paidAt: order.paidAt,
    // A line of no unit (a storefront's leftover) sold nothing: not on the invoice.
    items: order.items
      .filter((item) => item.quantity >= 1)
      .map((item) => ({ name: item.name, quantity: item.quantity, unitPriceCents: eurosToCents(item.unitPrice) })),
    delivery:
      deliveryCents > 0
        ? { label: text(deliveryMethod?.name) ? `Livraison\u00a0: ${text(deliveryMethod?.name)}` : "Livraison", priceCents: deliveryCents }
        : null,
    totalCents: eurosToCents(order.total),
    buyer: buyerOf(order, customer),
  };
}

/** Reads the year's counter and returns the next number, with the write that takes it (to apply after every read). */
export async function takeNumber(tx: Transaction, firestore: Firestore, kind: DocumentKind, issuedOn: string, now: Timestamp) {
  const year = Number(issuedOn.slice(0, 4));
  const ref = firestore.collection(DOCUMENT_COUNTERS).doc(counterId(kind, year));
  const sequence = ((await tx.get(ref)).get("last") ?? 0) + 1;
  return { number: documentNumber(kind, year, sequence), commit: () => tx.set(ref, { last: sequence, updatedAt: now }) };
}

/**
 * Issues the invoice of a paid order, once. `now` is the instant of issue (the seed passes the
 * payment's, so that demo invoices are dated as they would have been).
 */
export async function issueInvoice(firestore: Firestore, orderId: string, now: Timestamp = Timestamp.now()): Promise<IssueOutcome> {
  const { outcome, invoice } = await issueInTransaction(firestore, orderId, now);
  // The customer's « Commande payée » with the PDF, once the invoice is there (mail.ts).
  if (invoice) await queueInvoiceMail(firestore, invoice, now);
  return outcome;
}

async function issueInTransaction(firestore: Firestore, orderId: string, now: Timestamp): Promise<{ outcome: IssueOutcome; invoice?: AccountingDocument }> {
  const documents = firestore.collection(ACCOUNTING_DOCUMENTS);
  return runSystemTransaction(
    firestore,
    async (tx) => {
      const orderSnap = await tx.get(firestore.collection(ORDERS).doc(orderId));
      if (!orderSnap.exists) return { outcome: "missing" };
      const order = orderFromSnapshot(orderSnap);
      if (!order.paidAt) return { outcome: "unpaid" };
      const existing = await tx.get(documents.where("orderId", "==", orderId).where("kind", "==", "INVOICE").limit(1));
      if (!existing.empty) return { outcome: "exists", invoice: documentFromSnapshot(existing.docs[0]!) };
      const issuedOn = parisDay(now.toDate());
      const number = await takeNumber(tx, firestore, "INVOICE", issuedOn, now);
      const [settings, customer, deliveryMethod] = await Promise.all([
        tx.get(settingsRef(firestore)).then((s) => s.data()),
        // A stored reference that is no record id (a storefront's « __s2__ ») would fail the whole read: it names nobody.
        order.userId && isRecordId(order.userId) ? tx.get(firestore.collection(USERS).doc(order.userId)).then((s) => s.data()) : undefined,
        order.deliveryMethodId && isRecordId(order.deliveryMethodId)
          ? tx.get(firestore.collection(DELIVERY_METHODS).doc(order.deliveryMethodId)).then((s) => s.data())
          : undefined,
      ]);
      let document: AccountingDocument;
      try {
        document = invoiceFor(invoiceOrderOf(order, customer, deliveryMethod), sellerOf(settings), settingsFromData(settings).vatRate, number.number, issuedOn);
      } catch (error) {
        // The order's own data is wrong (invoiceFor's invariants): a retry would fail the same way.
        console.error(`Facture non émise pour la commande ${orderId}`, error);
        return { outcome: "invalid" };
      }
      number.commit();
      tx.create(documents.doc(document.number), documentFields(document, now));
      return { outcome: "issued", invoice: document };
    },
    CONTENDED_SYSTEM_WRITE_ATTEMPTS,
  );
}

/** Whether a write paid the order (its `paidAt` appeared): what makes the trigger issue an invoice. */
export const becamePaid = (before: DocumentData | undefined, after: DocumentData | undefined): boolean => Boolean(after?.paidAt) && !before?.paidAt;
