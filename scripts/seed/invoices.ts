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
import {
  CANCELLATION_REASON,
  creditNoteFor,
  refundable,
  wholeRemainderRequest,
  type CreditNoteReason,
  type RefundRequest,
} from "@atelier/domain/invoicing/refund";
import { documentFields } from "../../server/src/firestore/invoicing/documents";
import { invoiceOrderOf, sellerOf } from "../../server/src/firestore/invoicing/invoiceOrder";
import { orderFromData } from "../../server/src/firestore/orders/record";
import type { DemoData } from "./generate";
import type { OrderDoc } from "./orders";

const HOUR = 3_600_000;

/** One shipped or delivered order in PARTIAL_REFUND_EVERY is refunded in part: the demo's « Partiellement remboursée ». */
export const PARTIAL_REFUND_EVERY = 97;

/**
 * The demo's partial refund of an order, or null: a shipped or delivered order (index ≡ 13),
 * refunded two hours after its last change if that is before the anchor — a misprinted unit of
 * its first line when it has two, else its delivery (damaged parcel), else a goodwill fifth.
 */
export function partialRefundOf(order: OrderDoc, index: number, anchor: Date): { at: number; request: RefundRequest } | null {
  if (index % PARTIAL_REFUND_EVERY !== 13 || (order.status !== "shipped" && order.status !== "delivered")) return null;
  const at = (order.statusHistory.at(-1)?.changedAt.getTime() ?? 0) + 2 * HOUR;
  if (at >= anchor.getTime()) return null;
  const base = { lines: [] as RefundRequest["lines"], delivery: false, amountCents: null, refundTo: "PAYMENT" as const, note: null };
  if ((order.items[0]?.quantity ?? 0) >= 2) return { at, request: { ...base, lines: [{ itemIndex: 0, quantity: 1 }], reason: "MISPRINT" } };
  if (order.deliveryPrice > 0) return { at, request: { ...base, delivery: true, reason: "DAMAGED" } };
  return { at, request: { ...base, amountCents: Math.max(1, Math.round(order.total * 20)), reason: "GOODWILL" } };
}

/** What a partial refund writes on its order (refundOrder.ts does the same). */
export interface RefundedFields {
  refundedCents: number;
  refundedItemCents: Record<string, number>;
}

/** One document to write, and the counter (`INVOICE-2026`, `CREDIT_NOTE-2026`) it takes `sequence` of. */
export interface DemoDocument {
  number: string;
  counter: string;
  sequence: number;
  /** Its order (a credit note's number goes on the order's REFUND transaction). */
  orderId: string;
  fields: ReturnType<typeof documentFields>;
  /** A partial refund's credit note: what its order now carries, and when it was refunded. */
  partial?: RefundedFields & { at: number };
}

/**
 * Every paid order's invoice in the order of payment, then in the order of time the credit notes:
 * of every order in `refunded` (the orders whose REFUND the demo data has) and of every paid order
 * later cancelled — what changeOrderStatus would have issued, the whole invoice, dated at the
 * refund or cancellation — and the partial refunds (partialRefundOf). One document at a time:
 * 100,000 orders never hold their invoices in memory together (only the credited ones' invoices
 * are kept, for their credit notes).
 */
export function* demoDocuments(data: DemoData, refunded: ReadonlySet<string>): Generator<DemoDocument> {
  const paid: { index: number; paidAt: number; id: string }[] = [];
  // `request` null: the whole remainder, for `reason` (a refund's « Autre », or a paid order's cancellation).
  const refunds: { id: string; refundedAt: number; request: RefundRequest | null; reason: CreditNoteReason }[] = [];
  for (let index = 0; index < data.orderCount; index++) {
    const order = data.orderAt(index);
    if (!order.paidAt) continue;
    paid.push({ index, paidAt: order.paidAt.getTime(), id: order.id });
    const refundedAt = order.statusHistory.find((change) => change.to === "refunded")?.changedAt;
    if (refundedAt && refunded.has(order.id)) refunds.push({ id: order.id, refundedAt: refundedAt.getTime(), request: null, reason: "OTHER" });
    const cancelledAt = order.status === "cancelled" ? order.statusHistory.find((change) => change.to === "cancelled")?.changedAt : undefined;
    if (cancelledAt) refunds.push({ id: order.id, refundedAt: cancelledAt.getTime(), request: null, reason: CANCELLATION_REASON.value });
    const partial = partialRefundOf(order, index, data.anchor);
    if (partial) refunds.push({ id: order.id, refundedAt: partial.at, request: partial.request, reason: partial.request.reason });
  }
  const kept = new Set(refunds.map((r) => r.id));
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
    if (kept.has(id)) invoices.set(id, invoice);
    yield { number, ...taken, orderId: id, fields: documentFields(invoice, Timestamp.fromMillis(paidAt)) };
  }
  for (const { id, refundedAt, request, reason } of chronological(refunds, (r) => r.refundedAt)) {
    const invoice = invoices.get(id)!;
    const remains = refundable(invoice, []);
    const issuedOn = parisDay(new Date(refundedAt));
    const { number, ...taken } = next("CREDIT_NOTE", issuedOn);
    const creditNote = creditNoteFor(request ?? wholeRemainderRequest(remains, reason, "PAYMENT")!, invoice, remains, number, issuedOn);
    const fields = documentFields(creditNote, Timestamp.fromMillis(refundedAt));
    if (!request) {
      yield { number, ...taken, orderId: id, fields };
      continue;
    }
    const refundedItemCents: Record<string, number> = {};
    for (const line of creditNote.lines) if (line.kind === "ITEM" && line.itemIndex !== null) refundedItemCents[line.itemIndex] = line.grossCents;
    yield { number, ...taken, orderId: id, fields, partial: { at: refundedAt, refundedCents: creditNote.grossCents, refundedItemCents } };
  }
}
