import type { AccountingDocumentFilter, Resolvers } from "../../generated/graphql";
import type { DocumentCriteria } from "../../firestore/invoicing/documents";
import { dayRangeInstants } from "../../schema/dayRange";

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
  Order: {
    invoice: async (order, _, ctx) => (await ctx.loaders.orderDocuments.load(order.id)).find((document) => document.kind === "INVOICE") ?? null,
    creditNotes: async (order, _, ctx) => (await ctx.loaders.orderDocuments.load(order.id)).filter((document) => document.kind === "CREDIT_NOTE"),
  },
};
