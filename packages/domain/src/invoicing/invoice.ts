/**
 * The invoice (facture) of a paid order (docs/invoicing.md), and the arithmetic every accounting
 * document shares: a line's split, the totals per VAT rate, the document's totals.
 *
 * Rounding rule, the same for invoices and credit notes: each line is split by `vatSplit` (its
 * own HT and VAT, for reading); the totals per rate split the rate's **summed gross** by
 * `vatSplit` once, exactly as the VAT table of /finances splits a month's total; the document's
 * totals are the sums of its totals per rate. So a document's gross is exactly the money paid
 * (or refunded), HT + VAT = TTC at every level, and the lines' HT may differ from the rate's HT by
 * the half-cents of their roundings (the rate's total is the one the VAT return uses).
 *
 * The input is what the server read and converted to cents; an absurd value (a quantity of 0,
 * cents with decimals) is a bug upstream, so it throws instead of issuing a wrong document.
 */
import { vatSplit } from "../finances/figures";
import { isCalendarDay, parisDay } from "../parisCalendar";
import type { AccountingDocument, Buyer, DocumentKind, DocumentLine, SellerIdentity, VatTotal } from "./document";
import { parseDocumentNumber } from "./numbering";

/** An order as the invoice reads it, money in integer cents (eurosToCents of the stored euros). */
export interface InvoiceOrder {
  id: string;
  /** The short reference the console shows (« #ZVSL43 »). */
  reference: string;
  /** The payment instant (ISO), or null when unknown. */
  paidAt: string | null;
  items: { name: string; quantity: number; unitPriceCents: number }[];
  delivery: { label: string; priceCents: number } | null;
  /** What the customer paid: the invoice's gross, to the cent. */
  totalCents: number;
  buyer: Buyer;
}

export const invoiceLabels = {
  discount: "Remise",
  adjustment: "Ajustement",
  delivery: "Livraison",
  unnamedItem: "Article",
} as const;

// Control characters (newlines and tabs become a space) and the bidirectional overrides that
// could reorder a printed line.
const LINE_BREAKS = /[\t\n\r\v\f\u0085\u2028\u2029]+/g;
const INVISIBLE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/** Customer text as a document prints it: line breaks as spaces, control characters dropped, runs of spaces as one, trimmed. */
export function cleanText(text: string): string {
  return text
    .replace(LINE_BREAKS, " ")
    .replace(INVISIBLE, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** The buyer cleaned: blank address lines dropped, a blank e-mail null. */
export function cleanBuyer(buyer: Buyer): Buyer {
  const email = buyer.email === null ? "" : cleanText(buyer.email);
  return {
    name: cleanText(buyer.name),
    email: email || null,
    addressLines: buyer.addressLines.map(cleanText).filter((line) => line.length > 0),
  };
}

/** Throws unless `value` is whole cents (≥ 0 unless `signed`). */
export function assertCents(value: number, what: string, signed = false): void {
  if (!Number.isInteger(value)) throw new Error(`${what} must be whole cents, not ${value}`);
  if (!signed && value < 0) throw new Error(`${what} must not be negative (${value})`);
}

/** Throws unless `rate` is a VAT rate in percent, 0 to 100. */
export function assertVatRate(rate: number): void {
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) throw new Error(`A VAT rate is a percentage from 0 to 100, not ${rate}`);
}

/** Throws unless `number` is a number of `kind` for the year of `issuedOn`, a real calendar day. */
export function assertNumbering(kind: DocumentKind, number: string, issuedOn: string): void {
  if (!isCalendarDay(issuedOn)) throw new Error(`A document's issue day is yyyy-mm-dd, not ${issuedOn}`);
  const parsed = parseDocumentNumber(number);
  if (!parsed || parsed.kind !== kind) throw new Error(`${number} is no ${kind} number`);
  if (String(parsed.year) !== issuedOn.slice(0, 4)) throw new Error(`${number} does not belong to the year of ${issuedOn}`);
}

/** A line of `quantity` units worth `grossCents` in all, split at `vatRate`; its unit HT is the average unit gross's, rounded. */
export function documentLine(
  kind: DocumentLine["kind"],
  itemIndex: number | null,
  label: string,
  quantity: number,
  grossCents: number,
  vatRate: number,
): DocumentLine {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`A line's quantity is a whole number from 1, not ${quantity}`);
  assertCents(grossCents, `The gross of « ${label} »`, kind === "AMOUNT");
  assertVatRate(vatRate);
  const split = vatSplit(grossCents, vatRate);
  return {
    itemIndex,
    kind,
    label,
    quantity,
    unitNetCents: vatSplit(Math.round(grossCents / quantity), vatRate).netCents,
    vatRate,
    netCents: split.netCents,
    vatCents: split.vatCents,
    grossCents,
  };
}

/** Per rate present in the lines, highest rate first: the summed gross split once by vatSplit. */
export function vatTotalsOf(lines: readonly DocumentLine[]): VatTotal[] {
  const gross = new Map<number, number>();
  for (const line of lines) gross.set(line.vatRate, (gross.get(line.vatRate) ?? 0) + line.grossCents);
  return [...gross.entries()].sort(([a], [b]) => b - a).map(([vatRate, grossCents]) => ({ vatRate, ...vatSplit(grossCents, vatRate) }));
}

/** A document's totals: the sums of its totals per rate. */
export function totalsOf(vatTotals: readonly VatTotal[]): { netCents: number; vatCents: number; grossCents: number } {
  return vatTotals.reduce(
    (sum, t) => ({ netCents: sum.netCents + t.netCents, vatCents: sum.vatCents + t.vatCents, grossCents: sum.grossCents + t.grossCents }),
    {
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    },
  );
}

/**
 * The invoice of a paid order at `vatRate`: one ITEM line per item (itemIndex its index), a
 * DELIVERY line when the delivery was charged, and when the lines' gross is not what was paid
 * (a discount, the rounding of stored euros) an AMOUNT line « Remise » (negative) or
 * « Ajustement » (positive) so that the invoice's gross is exactly `totalCents`.
 */
export function invoiceFor(order: InvoiceOrder, seller: SellerIdentity, vatRate: number, number: string, issuedOn: string): AccountingDocument {
  assertVatRate(vatRate);
  assertNumbering("INVOICE", number, issuedOn);
  if (order.items.length === 0) throw new Error(`Order ${order.id} has no item to invoice`);
  assertCents(order.totalCents, `The total of order ${order.id}`);
  const paidOn = order.paidAt === null ? null : paidDay(order.paidAt);

  const lines = order.items.map((item, index) => {
    if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new Error(`Item ${index} of order ${order.id}: quantity ${item.quantity}`);
    assertCents(item.unitPriceCents, `The unit price of item ${index} of order ${order.id}`);
    return documentLine("ITEM", index, cleanText(item.name) || invoiceLabels.unnamedItem, item.quantity, item.unitPriceCents * item.quantity, vatRate);
  });
  if (order.delivery) {
    assertCents(order.delivery.priceCents, `The delivery price of order ${order.id}`);
    if (order.delivery.priceCents > 0) {
      lines.push(documentLine("DELIVERY", null, cleanText(order.delivery.label) || invoiceLabels.delivery, 1, order.delivery.priceCents, vatRate));
    }
  }
  const difference = order.totalCents - lines.reduce((sum, line) => sum + line.grossCents, 0);
  if (difference !== 0) {
    lines.push(documentLine("AMOUNT", null, difference < 0 ? invoiceLabels.discount : invoiceLabels.adjustment, 1, difference, vatRate));
  }

  const vatTotals = vatTotalsOf(lines);
  return {
    kind: "INVOICE",
    number,
    issuedOn,
    orderId: order.id,
    orderReference: order.reference,
    paidOn,
    seller: { ...seller, addressLines: [...seller.addressLines] },
    buyer: cleanBuyer(order.buyer),
    lines,
    vatTotals,
    ...totalsOf(vatTotals),
    invoiceNumber: null,
    reason: null,
    refundTo: null,
  };
}

function paidDay(paidAt: string): string {
  if (Number.isNaN(Date.parse(paidAt))) throw new Error(`paidAt is no instant: ${paidAt}`);
  return parisDay(paidAt);
}
