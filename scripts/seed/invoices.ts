// The demo invoices and credit notes (docs/invoicing.md): one invoice per paid order, as the trigger
// issueOrderInvoice would have issued it at each payment, and a credit note per refunded order —
// the seed writes with the triggers paused. Numbered per kind and year in time order and dated
// when they happened, by the server's own rules (invoiceFor, creditNoteFor, the seller and buyer
// of issue.ts), so the documents are exactly what the console would have made.
import { Timestamp } from "firebase-admin/firestore";
import { counterId, documentNumber } from "@atelier/domain/invoicing/numbering";
import { invoiceFor } from "@atelier/domain/invoicing/invoice";
import { parisDay } from "@atelier/domain/parisCalendar";
import type { AccountingDocument, DocumentKind } from "@atelier/domain/invoicing/document";
import { creditNoteFor, refundable, wholeRemainderRequest } from "@atelier/domain/invoicing/refund";
import { documentFields } from "../../server/src/firestore/invoicing/documents";
import { invoiceOrderOf, sellerOf } from "../../server/src/firestore/invoicing/invoiceOrder";
import { orderFromData } from "../../server/src/firestore/orders/record";
import type { DemoData } from "./generate";

/** One document to write, and the counter (`INVOICE-2026`, `CREDIT_NOTE-2026`) it takes `sequence` of. */
export interface DemoDocument {
  number: string;
  counter: string;
  sequence: number;
  /** Its order (a credit note's number goes on the order's REFUND transaction). */
  orderId: string;
  fields: ReturnType<typeof documentFields>;
}

/**
 * Every paid order's invoice in the order of payment, then the credit note of every order in
 * `refunded` (the orders whose REFUND the demo data has) in the order of refund — what
 * changeOrderStatus would have issued, the whole invoice, dated at the refund. One document at a
 * time: 100,000 orders never hold their invoices in memory together (only the refunded ones'
 * invoices are kept, for their credit notes).
 */
export function* demoDocuments(data: DemoData, refunded: ReadonlySet<string>): Generator<DemoDocument> {
  const paid: { index: number; paidAt: number; id: string }[] = [];
  const refunds: { id: string; refundedAt: number }[] = [];
  for (let index = 0; index < data.orderCount; index++) {
    const order = data.orderAt(index);
    if (!order.paidAt) continue;
    paid.push({ index, paidAt: order.paidAt.getTime(), id: order.id });
    const refundedAt = order.statusHistory.find((change) => change.to === "refunded")?.changedAt;
    if (refundedAt && refunded.has(order.id)) refunds.push({ id: order.id, refundedAt: refundedAt.getTime() });
  }
  const chronological = <T extends { id: string }>(list: T[], at: (item: T) => number) => list.sort((a, b) => at(a) - at(b) || a.id.localeCompare(b.id));

  const users = new Map(data.users.map((user) => [user.uid, user]));
  const deliveryMethods = new Map(data.deliveryMethods.map((method) => [method.id, method]));
  const seller = sellerOf(data.settings);
  const sequences: Record<string, number> = {};
  const next = (kind: DocumentKind, issuedOn: string) => {
    const year = Number(issuedOn.slice(0, 4));
    const counter = counterId(kind, year);
    const sequence = (sequences[counter] ?? 0) + 1;
    sequences[counter] = sequence;
    return { counter, sequence, number: documentNumber(kind, year, sequence) };
  };

  const invoices = new Map<string, AccountingDocument>();
  for (const { index, paidAt } of chronological(paid, (p) => p.paidAt)) {
    const { notes: _notes, id, ...stored } = data.orderAt(index);
    const order = orderFromData(id, stored);
    const issuedOn = parisDay(new Date(paidAt));
    const customer = order.userId ? users.get(order.userId) : undefined;
    const delivery = order.deliveryMethodId ? deliveryMethods.get(order.deliveryMethodId) : undefined;
    const { number, ...taken } = next("INVOICE", issuedOn);
    const invoice = invoiceFor(invoiceOrderOf(order, customer, delivery), seller, data.settings.vatRate, number, issuedOn);
    if (refunded.has(id)) invoices.set(id, invoice);
    yield { number, ...taken, orderId: id, fields: documentFields(invoice, Timestamp.fromMillis(paidAt)) };
  }
  for (const { id, refundedAt } of chronological(refunds, (r) => r.refundedAt)) {
    const invoice = invoices.get(id)!;
    const remains = refundable(invoice, []);
    const issuedOn = parisDay(new Date(refundedAt));
    const { number, ...taken } = next("CREDIT_NOTE", issuedOn);
    const creditNote = creditNoteFor(wholeRemainderRequest(remains, "OTHER", "PAYMENT")!, invoice, remains, number, issuedOn);
    yield { number, ...taken, orderId: id, fields: documentFields(creditNote, Timestamp.fromMillis(refundedAt)) };
  }
}
