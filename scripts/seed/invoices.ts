// The demo invoices (docs/invoicing.md): one per paid order, as the trigger issueOrderInvoice would
// have issued them at each payment — the seed writes with the triggers paused. Numbered per year
// in the order of payment and dated at the payment, by the server's own rules (invoiceFor, the
// seller and buyer of issue.ts), so the documents are exactly what the console would have made.
import { Timestamp } from "firebase-admin/firestore";
import { counterId, documentNumber } from "@atelier/domain/invoicing/numbering";
import { invoiceFor } from "@atelier/domain/invoicing/invoice";
import { parisDay } from "@atelier/domain/parisCalendar";
import type { AccountingDocument } from "@atelier/domain/invoicing/document";
import { documentFields } from "../../server/src/firestore/invoicing/documents";
import { invoiceOrderOf, sellerOf } from "../../server/src/firestore/invoicing/issue";
import { orderFromData } from "../../server/src/firestore/orders/record";
import type { DemoData } from "./generate";

/** One invoice to write, and the counter (`INVOICE-2026`) it takes `sequence` of. */
export interface DemoInvoice {
  number: string;
  counter: string;
  sequence: number;
  fields: ReturnType<typeof documentFields>;
}

/**
 * Every paid order's invoice, in the order of payment (`paidAt` then id: stable for one seed and
 * day), one at a time: 100,000 orders never hold their invoices in memory together.
 */
export function* demoInvoices(data: DemoData): Generator<DemoInvoice> {
  const paid: { index: number; paidAt: number; id: string }[] = [];
  for (let index = 0; index < data.orderCount; index++) {
    const order = data.orderAt(index);
    if (order.paidAt) paid.push({ index, paidAt: order.paidAt.getTime(), id: order.id });
  }
  paid.sort((a, b) => a.paidAt - b.paidAt || a.id.localeCompare(b.id));

  const users = new Map(data.users.map((user) => [user.uid, user]));
  const deliveryMethods = new Map(data.deliveryMethods.map((method) => [method.id, method]));
  const seller = sellerOf(data.settings);
  const sequences: Record<string, number> = {};
  for (const { index, paidAt } of paid) {
    const { notes: _notes, id, ...stored } = data.orderAt(index);
    const order = orderFromData(id, stored);
    const issuedOn = parisDay(new Date(paidAt));
    const year = Number(issuedOn.slice(0, 4));
    const counter = counterId("INVOICE", year);
    const sequence = (sequences[counter] ?? 0) + 1;
    sequences[counter] = sequence;
    const customer = order.userId ? users.get(order.userId) : undefined;
    const delivery = order.deliveryMethodId ? deliveryMethods.get(order.deliveryMethodId) : undefined;
    const number = documentNumber("INVOICE", year, sequence);
    const document: AccountingDocument = invoiceFor(invoiceOrderOf(order, customer, delivery), seller, data.settings.vatRate, number, issuedOn);
    yield { number, counter, sequence, fields: documentFields(document, Timestamp.fromMillis(paidAt)) };
  }
}
