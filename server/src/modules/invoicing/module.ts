/** Invoices and credit notes (docs/invoicing.md): the documents' list, one by number, an order's own. */
import DataLoader from "dataloader";
import type { AccountingDocumentRecord } from "@atelier/domain/invoicing/document";
import { accountingDocumentsRepository, MAX_CREDIT_NOTES_PER_ORDER } from "../../firestore/invoicing/documents";
import { refundWrites } from "../../firestore/invoicing/refundOrder";
import { APPROVAL_HOLD_READS, EMBEDDED_BOUNDS, ONE, page, pageSize, type FieldCost } from "../../limits/costModel";
import { defineModule } from "../serverModule";
import { invoicingResolvers } from "./invoicing";
import { INHERIT, anyOf, wrappers } from "../../auth/fieldAccess";

declare module "../../loaders" {
  interface Loaders {
    /** An order's invoice and credit notes, oldest first: one query per order, shared by Order.invoice and Order.creditNotes. */
    orderDocuments: DataLoader<string, AccountingDocumentRecord[]>;
  }
}

declare module "../../firestore" {
  interface Repositories {
    accountingDocuments: ReturnType<typeof accountingDocumentsRepository>;
    refunds: ReturnType<typeof refundWrites>;
  }
}

/** An order's documents: its invoice and at most MAX_CREDIT_NOTES_PER_ORDER credit notes, one query. */
const ORDER_DOCUMENT_READS = 2 + MAX_CREDIT_NOTES_PER_ORDER;
const ORDER_DOCUMENTS: FieldCost = { reads: ORDER_DOCUMENT_READS };

export default defineModule({
  repositories: { accountingDocuments: accountingDocumentsRepository, refunds: refundWrites },
  resolvers: [invoicingResolvers],
  access: {
    "Query.accountingDocuments": "FINANCES",
    "Query.accountingDocument": "FINANCES",
    "Mutation.refundOrder": "REFUNDS",
    ...wrappers("AccountingDocument"),
    AccountingDocument: anyOf("FINANCES", "REFUNDS"),
    AccountingDocumentLine: anyOf("FINANCES", "REFUNDS"),
    VatTotal: anyOf("FINANCES", "REFUNDS"),
    "Transaction.creditNote": anyOf("FINANCES", "REFUNDS"),
    // An order's documents and what remains to refund: money, not fulfilment.
    "Order.invoice": anyOf("FINANCES", "REFUNDS"),
    "Order.creditNotes": anyOf("FINANCES", "REFUNDS"),
    "Order.refundedCents": anyOf("FINANCES", "REFUNDS"),
    "Order.refundable": "REFUNDS",
    Refundable: "REFUNDS",
    RefundableLine: "REFUNDS",
    RefundableDelivery: "REFUNDS",
    RefundOrderPayload: INHERIT,
  },
  costs: {
    "Query.accountingDocuments": { reads: page },
    "AccountingDocumentConnection.edges": { items: (_, call) => pageSize(call.first) },
    "Query.accountingDocument": ONE,
    "AccountingDocument.order": ONE,
    "Transaction.creditNote": ONE,
    // An item line per order line, the delivery and one adjustment.
    "AccountingDocument.lines": { items: EMBEDDED_BOUNDS.items + 2 },
    "AccountingDocument.vatTotals": { items: 5 },
    "Order.invoice": ORDER_DOCUMENTS,
    // Shared with Order.invoice when both are asked (one loader), priced as if alone.
    "Order.creditNotes": { ...ORDER_DOCUMENTS, items: MAX_CREDIT_NOTES_PER_ORDER },
    // The same query again, shared when asked with them.
    "Order.refundable": ORDER_DOCUMENTS,
    "Refundable.lines": { items: EMBEDDED_BOUNDS.items },
    "Refundable.rates": { items: 5 },
    // The order, its documents, the credit notes' counter, settings/app and the customer (one attempt);
    // above the owner's threshold, held for approval instead.
    "Mutation.refundOrder": { reads: 1 + ORDER_DOCUMENT_READS + 3 + APPROVAL_HOLD_READS },
  },
  loaders: (repos) => ({
    orderDocuments: new DataLoader((orderIds: readonly string[]) => Promise.all(orderIds.map((id) => repos.accountingDocuments.ofOrder(id)))),
  }),
});
