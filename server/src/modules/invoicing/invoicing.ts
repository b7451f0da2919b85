import type { AccountingDocumentFilter, Resolvers } from "../../generated/graphql";
import type { DocumentCriteria } from "../../firestore/invoicing/documents";
import { dayRangeInstants } from "../../schema/dayRange";
import { refundable, REFUNDABLE_ORDER_STATUSES } from "@atelier/domain/invoicing/refund";
import { eurosToCents } from "@atelier/domain/money";
import { actor, fieldsPayload } from "../../schema/mutationPayload";
import { holdable } from "../approvals/heldWrites";

/** The list's filter as the repository reads it, or BAD_USER_INPUT in French (the one DayRange rule). */
const documentCriteria = (filter: AccountingDocumentFilter | null | undefined): DocumentCriteria => ({
  kind: filter?.kind ?? null,
  ...dayRangeInstants(filter?.issuedOn),
});

/** Where the console downloads a document's PDF (server/src/invoicing/router.ts). */
export const documentPdfPath = (number: string): string => `/documents/${encodeURIComponent(number)}.pdf`;

export const invoicingResolvers: Resolvers = {
  Query: {
    accountingDocuments: (_, args, ctx) =>
      ctx.loaders.calls.share("Query.accountingDocuments", null, args, () =>
        ctx.repos.accountingDocuments.page({ first: args.first, after: args.after }, documentCriteria(args.filter)),
      ),
    accountingDocument: (_, { number }, ctx) => ctx.repos.accountingDocuments.get(number),
  },
  AccountingDocument: {
    order: (document, _, ctx) => ctx.loaders.order.load(document.orderId),
    sellerName: (document) => document.seller.legalName || document.seller.shopName,
    buyerName: (document) => document.buyer.name,
    buyerEmail: (document) => document.buyer.email,
    pdfPath: (document) => documentPdfPath(document.number),
  },
  Transaction: {
    creditNote: (transaction, _, ctx) => (transaction.creditNoteNumber ? ctx.repos.accountingDocuments.get(transaction.creditNoteNumber) : null),
  },
  Mutation: {
    refundOrder: async (_, { input }, ctx) => {
      const { orderId, ...asked } = input;
      const draft = { ...asked, amountCents: asked.amountCents ?? null, note: asked.note ?? null };
      // Above the owner's threshold, held for a second member's approval (docs/approvals.md).
      const { result, approvalRequest } = await holdable(ctx, { kind: "REFUND", orderId, draft }, (gate) =>
        ctx.repos.refunds.refundOrder(actor(ctx), orderId, draft, gate),
      );
      if (result.ok) {
        ctx.loaders.order.clear(orderId);
        ctx.loaders.orderDocuments.clear(orderId);
      }
      return { ...fieldsPayload(result, { order: null, creditNote: null, transaction: null }), approvalRequest };
    },
  },
  Order: {
    // A move to « Remboursée » refunds all that remained: the whole total, whatever was recorded before.
    refundedCents: (order) => (order.status === "refunded" ? Math.max(order.refundedCents, eurosToCents(order.total)) : order.refundedCents),
    refundable: async (order, _, ctx) => {
      if (!(REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) return null;
      const documents = await ctx.loaders.orderDocuments.load(order.id);
      const invoice = documents.find((document) => document.kind === "INVOICE");
      return invoice ? refundable(invoice, documents) : null;
    },
    invoice: async (order, _, ctx) => (await ctx.loaders.orderDocuments.load(order.id)).find((document) => document.kind === "INVOICE") ?? null,
    creditNotes: async (order, _, ctx) => (await ctx.loaders.orderDocuments.load(order.id)).filter((document) => document.kind === "CREDIT_NOTE"),
  },
};
