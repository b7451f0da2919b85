/**
 * The accounting documents of a sale (issue 27, docs/invoicing.md): an invoice (facture) for every
 * paid order, a credit note (avoir) for every refund. Pure data in integer cents, the shape both
 * the server (issuing, storing, the PDF) and the console (showing) read. Once issued a document
 * never changes: this is a snapshot of the seller, the buyer and the lines as they were.
 *
 * Prices in the shop are VAT-inclusive (the storefront sells to consumers): a line's gross amount
 * is what the customer paid; its net and VAT come from the rate by `vatSplit`
 * (finances/figures.ts), the same rule as the VAT table of /finances, so both agree to the cent.
 */

/** « FA-2026-000123 » (invoice) or « AV-2026-000007 » (credit note). */
export type DocumentKind = "INVOICE" | "CREDIT_NOTE";

/** The seller's identity as the law asks it on every document (from /settings at issue time). */
export interface SellerIdentity {
  legalName: string;
  /** Street, postcode and city, one line each. */
  addressLines: string[];
  /** 9 digits. */
  siren: string;
  /** « FR » + 2-character key + SIREN, e.g. FR40303265045. */
  vatNumber: string;
  /** Free legal mentions (capital, RCS, late-payment penalties…), printed at the foot. */
  legalMentions: string;
  /** Shop name and contact shown in the header. */
  shopName: string;
  contactEmail: string;
}

/** The buyer as the order names them (customer text: never trusted on the way out). */
export interface Buyer {
  name: string;
  email: string | null;
  addressLines: string[];
}

/** One line: what was sold (or refunded), its quantity and money in cents. */
export interface DocumentLine {
  /** The order item's index, or null for the delivery line or a free amount. */
  itemIndex: number | null;
  kind: "ITEM" | "DELIVERY" | "AMOUNT";
  label: string;
  quantity: number;
  /** Unit price excluding VAT, in cents (rounded; the line's totals are computed from the gross). */
  unitNetCents: number;
  /** VAT rate in percent (20, 5.5…). */
  vatRate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** Totals of one VAT rate: what the VAT return and the /finances table sum. */
export interface VatTotal {
  vatRate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface AccountingDocument {
  kind: DocumentKind;
  /** « FA-2026-000123 »: unique, consecutive within its kind and year, never reused. */
  number: string;
  /** Paris calendar day of issue, yyyy-mm-dd. */
  issuedOn: string;
  orderId: string;
  /** The order's short reference as the console shows it (« #ZVSL43 »). */
  orderReference: string;
  /** Paris day the order was paid (an invoice's legal « date du paiement »). */
  paidOn: string | null;
  seller: SellerIdentity;
  buyer: Buyer;
  lines: DocumentLine[];
  vatTotals: VatTotal[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** Credit note only: the invoice it corrects. */
  invoiceNumber: string | null;
  /** Credit note only: why (a label of REFUND_REASONS) and where the money went. */
  reason: string | null;
  refundTo: "PAYMENT" | "CREDITS" | null;
}

/** A document as stored and as the API reads it: the document and the instant it was issued (ISO). */
export type AccountingDocumentRecord = AccountingDocument & { issuedAt: string };
