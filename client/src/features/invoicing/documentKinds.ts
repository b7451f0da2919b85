/** The two kinds of accounting document, as the console names them (docs/invoicing.md). */
import type { AccountingDocumentKind } from "../../gql/graphql";

export const DOCUMENT_KIND_LABELS: Readonly<Record<AccountingDocumentKind, string>> = { INVOICE: "Facture", CREDIT_NOTE: "Avoir" };

export const DOCUMENT_KIND_COLORS: Readonly<Record<AccountingDocumentKind, string>> = { INVOICE: "teal", CREDIT_NOTE: "orange" };

export const isDocumentKind = (value: string): value is AccountingDocumentKind => value in DOCUMENT_KIND_LABELS;
