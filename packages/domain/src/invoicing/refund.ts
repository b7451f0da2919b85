/**
 * Refunds after the sale (docs/invoicing.md): what an invoice still allows to refund, the check
 * of a refund request, and the credit note (avoir) that records it. Amounts on a credit note are
 * positive: what is credited back, line by line, at the invoice's rates.
 *
 * Rules, all in integer cents:
 * - A line is refunded at its value on the invoice: its gross plus its share of the invoice's
 *   AMOUNT lines at its rate (a « Remise » lowers every line of the rate pro rata, largest
 *   remainder to the cent), so refunding everything by lines gives back exactly what was paid.
 * - Some units of a line are refunded at the line's unit value rounded down; the last units of a
 *   line take what remains of it, so refunding every unit equals the line's value exactly.
 * - A free amount is split across the invoice's rates pro rata of what remains at each rate (one
 *   rate: all of it), largest remainder to the cent, one AMOUNT line per rate.
 * - Totals per rate as on invoices (invoice.ts), except that a credit note which credits all that
 *   remains at a rate takes the remaining HT and VAT of that rate, so an invoice and its credit
 *   notes cancel out exactly, HT and VAT included, rate by rate.
 */
import { frenchEuros } from "../money";
import { centsField, checkNumberField, checkTextField, textField } from "../fields";
import { at, frenchInteger, inputField, MAX_REASON_LENGTH, notFound, userError, type UserError } from "../userErrors";
import type { AccountingDocument, DocumentLine, VatTotal } from "./document";
import { assertCents, assertNumbering, documentLine, totalsOf, vatTotalsOf } from "./invoice";

export const REFUND_REASONS = [
  { value: "DEFECTIVE", label: "Article défectueux" },
  { value: "MISPRINT", label: "Erreur d’impression" },
  { value: "DAMAGED", label: "Colis endommagé" },
  { value: "LOST", label: "Colis perdu" },
  { value: "WITHDRAWAL", label: "Rétractation du client" },
  { value: "GOODWILL", label: "Geste commercial" },
  { value: "OTHER", label: "Autre" },
] as const;

export type RefundReason = (typeof REFUND_REASONS)[number]["value"];

/**
 * The reason of the credit note a paid order's cancellation issues (docs/invoicing.md): never
 * chosen by an administrator (not in REFUND_REASONS), written by the status change itself.
 */
export const CANCELLATION_REASON = { value: "CANCELLED", label: "Commande annulée" } as const;
export type CreditNoteReason = RefundReason | (typeof CANCELLATION_REASON)["value"];

/** The French label of a reason an administrator may choose, or null for an unknown value. */
export const refundReasonLabel = (value: string): string | null => REFUND_REASONS.find((reason) => reason.value === value)?.label ?? null;

/** The French label a credit note prints: a refund's reason, or the cancellation's. */
const creditNoteReasonLabel = (value: string): string | null => (value === CANCELLATION_REASON.value ? CANCELLATION_REASON.label : refundReasonLabel(value));

export const REFUND_TARGETS = ["PAYMENT", "CREDITS"] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

/**
 * The order statuses a refund may start from: paid and not refunded whole. A partial refund
 * leaves the order in its status (the rest still ships: docs/decisions.md); the order then
 * carries its `refundedCents` and the console says « Partiellement remboursée » beside the status.
 */
export const REFUNDABLE_ORDER_STATUSES = ["paid", "processing", "shipped", "delivered"] as const;

export interface RefundRequest {
  /** Units of invoice lines (by the order item's index). */
  lines: { itemIndex: number; quantity: number }[];
  /** The whole delivery line. */
  delivery: boolean;
  /** A free amount in cents, or null. */
  amountCents: number | null;
  reason: CreditNoteReason;
  refundTo: RefundTarget;
  /** Internal note of the administrator (not printed on the credit note). */
  note?: string | null;
}

/** What checkRefund reads: a request whose reason and target are still unchecked strings. */
export type RefundDraft = Omit<RefundRequest, "reason" | "refundTo"> & { reason: string; refundTo: string };

export interface RefundableLine {
  itemIndex: number;
  label: string;
  vatRate: number;
  /** Units invoiced. */
  quantity: number;
  /** The line's value on credit notes: its gross plus its share of the invoice's adjustments. */
  grossCents: number;
  remainingQuantity: number;
  remainingGrossCents: number;
}

export interface RefundableDelivery {
  label: string;
  vatRate: number;
  grossCents: number;
  /** 0 once a credit note has refunded it (the delivery is refunded whole). */
  remainingGrossCents: number;
}

export interface Refundable {
  invoiceNumber: string;
  lines: RefundableLine[];
  /** null when the invoice has no delivery line. */
  delivery: RefundableDelivery | null;
  /** Per rate of the invoice: its totals minus those of its credit notes. */
  rates: VatTotal[];
  /** The invoice's gross minus its credit notes' gross, never below 0. */
  totalCents: number;
}

/** The fields of the refund form, defined once for this check and the console's form. */
export const REFUND_FIELDS = {
  amountCents: centsField("Le montant", { min: 1 }),
  note: textField("La note", MAX_REASON_LENGTH),
} as const;

const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

export const refundMessages = {
  notPaid: "Seule une commande payée peut être remboursée.",
  nothing: "Choisissez au moins une ligne, la livraison ou un montant.",
  zero: "Ce remboursement ne porte sur aucun montant.",
  duplicateLine: "Cette ligne figure déjà dans le remboursement.",
  quantityNotWhole: "La quantité doit être un nombre entier.",
  quantityTooSmall: "La quantité doit être d’au moins 1.",
  overQuantity: (remaining: number, label: string) =>
    remaining === 0
      ? `Tous les exemplaires de ${quoted(label)} ont déjà été remboursés.`
      : remaining === 1
        ? `Il ne reste qu’un exemplaire remboursable de ${quoted(label)}.`
        : `Il ne reste que ${frenchInteger(remaining)} exemplaires remboursables de ${quoted(label)}.`,
  noDelivery: "Cette commande n’a pas de livraison facturée.",
  deliveryRefunded: "La livraison a déjà été remboursée.",
  overRefundable: (remainingCents: number) => `Le remboursement dépasse ce qui reste remboursable (${frenchEuros(remainingCents)}).`,
  invalidReason: "Choisissez un motif de remboursement.",
  invalidTarget: "Choisissez de rembourser sur le moyen de paiement ou en crédits.",
} as const;

export const refundLabels = { partialRefund: "Remboursement partiel" } as const;

/**
 * `totalCents` split in proportion to `weights` (≥ 0, not all 0), to the cent: each part rounded
 * down, the cents left to the largest remainders (ties: the first). A negative total is split as
 * its opposite. BigInt keeps the products exact.
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  assertCents(totalCents, "An allocated amount", true);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.some((w) => !Number.isInteger(w) || w < 0) || sum <= 0) throw new Error(`Cannot allocate over the weights ${weights.join(", ")}`);
  const total = BigInt(Math.abs(totalCents));
  const divisor = BigInt(sum);
  const parts = weights.map((weight, index) => {
    const product = total * BigInt(weight);
    return { index, cents: Number(product / divisor), remainder: product % divisor };
  });
  let left = Math.abs(totalCents) - parts.reduce((a, p) => a + p.cents, 0);
  for (const part of [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))) {
    if (left === 0) break;
    part.cents += 1;
    left -= 1;
  }
  return parts.map((p) => (totalCents < 0 ? -p.cents : p.cents));
}

/** The invoice's ITEM and DELIVERY lines, each with its value: its gross plus its share of the AMOUNT lines of its rate. */
function lineValues(invoice: AccountingDocument): { line: DocumentLine; valueCents: number }[] {
  const valued = invoice.lines.filter((line) => line.kind !== "AMOUNT").map((line) => ({ line, valueCents: line.grossCents }));
  for (const rate of new Set(invoice.lines.map((line) => line.vatRate))) {
    const adjustment = invoice.lines.filter((l) => l.kind === "AMOUNT" && l.vatRate === rate).reduce((sum, l) => sum + l.grossCents, 0);
    const ofRate = valued.filter((v) => v.line.vatRate === rate);
    const gross = ofRate.reduce((sum, v) => sum + v.line.grossCents, 0);
    // Without priced lines at the rate (or a discount beyond them), the adjustment stays in the total: a free amount refunds it.
    if (adjustment === 0 || gross <= 0 || adjustment < -gross) continue;
    const shares = allocateCents(
      adjustment,
      ofRate.map((v) => v.line.grossCents),
    );
    ofRate.forEach((v, i) => (v.valueCents += shares[i] ?? 0));
  }
  return valued;
}

/**
 * What `invoice` still allows to refund, given its credit notes (notes of other invoices are
 * ignored) — the one rule the order page, refundOrder's check and the credit notes all read.
 *
 * A free amount is credited per rate, not per line: after one, a line's units may still be
 * unrefunded while its rate has less money left than the line's value. Each line and the
 * delivery are therefore shown at most at what their rate still holds (and with no unit left
 * when it holds nothing), so that whatever the page offers — any line whole, the delivery, or
 * `totalCents` as a free amount — is exactly what checkRefund accepts.
 */
export function refundable(invoice: AccountingDocument, creditNotes: readonly AccountingDocument[]): Refundable {
  if (invoice.kind !== "INVOICE") throw new Error(`${invoice.number} is no invoice`);
  const notes = creditNotes.filter((note) => note.kind === "CREDIT_NOTE" && note.invoiceNumber === invoice.number);
  const credited = notes.flatMap((note) => note.lines);
  const creditedItem = (itemIndex: number) => credited.filter((l) => l.kind === "ITEM" && l.itemIndex === itemIndex);
  const sumOf = (lines: readonly { grossCents: number }[]) => lines.reduce((sum, l) => sum + l.grossCents, 0);
  const values = lineValues(invoice);

  const rates = invoice.vatTotals.map((total) => {
    const ofRate = notes.flatMap((note) => note.vatTotals.filter((t) => t.vatRate === total.vatRate));
    return {
      vatRate: total.vatRate,
      netCents: total.netCents - ofRate.reduce((sum, t) => sum + t.netCents, 0),
      vatCents: total.vatCents - ofRate.reduce((sum, t) => sum + t.vatCents, 0),
      grossCents: total.grossCents - sumOf(ofRate),
    };
  });
  const rateRoom = (vatRate: number) => Math.max(0, rates.find((rate) => rate.vatRate === vatRate)?.grossCents ?? 0);

  const lines = values.flatMap(({ line, valueCents }): RefundableLine[] => {
    if (line.kind !== "ITEM" || line.itemIndex === null) return [];
    const done = creditedItem(line.itemIndex);
    const left = Math.max(0, valueCents - sumOf(done));
    const remainingGrossCents = Math.min(left, rateRoom(line.vatRate));
    return [
      {
        itemIndex: line.itemIndex,
        label: line.label,
        vatRate: line.vatRate,
        quantity: line.quantity,
        grossCents: valueCents,
        // A line whose rate holds nothing more has nothing left to refund (a line offered at 0 keeps its units).
        remainingQuantity: left > 0 && remainingGrossCents === 0 ? 0 : Math.max(0, line.quantity - done.reduce((sum, l) => sum + l.quantity, 0)),
        remainingGrossCents,
      },
    ];
  });
  const deliveryValue = values.find((v) => v.line.kind === "DELIVERY");
  const delivery = deliveryValue
    ? {
        label: deliveryValue.line.label,
        vatRate: deliveryValue.line.vatRate,
        grossCents: deliveryValue.valueCents,
        remainingGrossCents: Math.min(
          Math.max(0, deliveryValue.valueCents - sumOf(credited.filter((l) => l.kind === "DELIVERY"))),
          rateRoom(deliveryValue.line.vatRate),
        ),
      }
    : null;
  return { invoiceNumber: invoice.number, lines, delivery, rates, totalCents: Math.max(0, invoice.grossCents - sumOf(notes)) };
}

/** The value of `quantity` units of a line: the unit value rounded down, or all that remains of the line for its last units. */
export function refundLineCents(line: RefundableLine, quantity: number): number {
  if (quantity >= line.remainingQuantity) return line.remainingGrossCents;
  return Math.min(quantity * Math.floor(line.grossCents / line.quantity), line.remainingGrossCents);
}

const isRefundableStatus = (status: string) => (REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(status);

export interface RefundContext {
  /** The order's stored status (« paid », « shipped »…). */
  orderStatus: string;
  refundable: Refundable;
  /** Where the request's fields sit: ["input"] for the API (the default), [] in a form. */
  base?: string[];
}

/** The request checked against what remains: the request (note trimmed, null when blank) and the French refusals. */
export function checkRefund(request: RefundDraft, context: RefundContext): { value: RefundRequest; errors: UserError[] } {
  const base = context.base ?? inputField();
  const note = checkTextField(REFUND_FIELDS.note, request.note, at(base, "note"));
  const value: RefundRequest = {
    lines: request.lines.map((line) => ({ itemIndex: line.itemIndex, quantity: line.quantity })),
    delivery: request.delivery,
    amountCents: request.amountCents ?? null,
    reason: request.reason as RefundReason,
    refundTo: request.refundTo as RefundTarget,
    note: note.value,
  };
  if (!isRefundableStatus(context.orderStatus)) return { value, errors: [userError(base, refundMessages.notPaid, "NOT_REFUNDABLE")] };

  const { refundable: remains } = context;
  const errors: UserError[] = [];
  if (value.lines.length === 0 && !value.delivery && value.amountCents === null) errors.push(userError(base, refundMessages.nothing, "REQUIRED"));

  const byRate = new Map<number, number>();
  const add = (vatRate: number, cents: number) => byRate.set(vatRate, (byRate.get(vatRate) ?? 0) + cents);
  const seen = new Set<number>();
  for (const [i, { itemIndex, quantity }] of value.lines.entries()) {
    const field = (name: string) => at(base, "lines", i, name);
    const line = remains.lines.find((l) => l.itemIndex === itemIndex);
    if (!line) errors.push(notFound(field("itemIndex"), "Ligne de facture"));
    else if (seen.has(itemIndex)) errors.push(userError(field("itemIndex"), refundMessages.duplicateLine, "DUPLICATE_LINE"));
    else if (!Number.isInteger(quantity)) errors.push(userError(field("quantity"), refundMessages.quantityNotWhole, "NOT_WHOLE_NUMBER"));
    else if (quantity < 1) errors.push(userError(field("quantity"), refundMessages.quantityTooSmall, "OUT_OF_RANGE"));
    else if (quantity > line.remainingQuantity) {
      errors.push(userError(field("quantity"), refundMessages.overQuantity(line.remainingQuantity, line.label), "OVER_REMAINING"));
    } else add(line.vatRate, refundLineCents(line, quantity));
    seen.add(itemIndex);
  }
  if (value.delivery) {
    if (!remains.delivery) errors.push(userError(at(base, "delivery"), refundMessages.noDelivery, "NOT_FOUND"));
    else if (remains.delivery.remainingGrossCents === 0) errors.push(userError(at(base, "delivery"), refundMessages.deliveryRefunded, "ALREADY_REFUNDED"));
    else add(remains.delivery.vatRate, remains.delivery.remainingGrossCents);
  }
  errors.push(...checkNumberField(REFUND_FIELDS.amountCents, value.amountCents, at(base, "amountCents")));
  if (!refundReasonLabel(request.reason)) errors.push(userError(at(base, "reason"), refundMessages.invalidReason, "INVALID_REASON"));
  if (!(REFUND_TARGETS as readonly string[]).includes(request.refundTo)) {
    errors.push(userError(at(base, "refundTo"), refundMessages.invalidTarget, "INVALID_REFUND_TARGET"));
  }
  errors.push(...note.errors);
  if (errors.length > 0) return { value, errors };

  // Over what remains: in all, or at one rate (lines of a rate already refunded by free amounts).
  const total = [...byRate.values()].reduce((a, b) => a + b, 0) + (value.amountCents ?? 0);
  const overRate = [...byRate.entries()].some(([vatRate, cents]) => cents > Math.max(0, remains.rates.find((r) => r.vatRate === vatRate)?.grossCents ?? 0));
  if (total > remains.totalCents || overRate) {
    const field = value.amountCents === null ? base : at(base, "amountCents");
    errors.push(userError(field, refundMessages.overRefundable(remains.totalCents), "OVER_REFUNDABLE"));
  } else if (total === 0) {
    errors.push(userError(base, refundMessages.zero, "NOTHING_TO_REFUND"));
  }
  return { value, errors };
}

/**
 * The credit note of a request that checkRefund accepted (anything else throws): the ITEM lines
 * by item index, the delivery, the free amount per rate, all positive.
 */
export function creditNoteFor(request: RefundRequest, invoice: AccountingDocument, remains: Refundable, number: string, issuedOn: string): AccountingDocument {
  assertNumbering("CREDIT_NOTE", number, issuedOn);
  if (invoice.kind !== "INVOICE" || remains.invoiceNumber !== invoice.number)
    throw new Error(`${remains.invoiceNumber} is not the refundable of ${invoice.number}`);
  if (issuedOn < invoice.issuedOn) throw new Error(`A credit note (${issuedOn}) cannot precede its invoice (${invoice.issuedOn})`);
  const reason = creditNoteReasonLabel(request.reason);
  if (!reason) throw new Error(`Unknown refund reason: ${request.reason}`);
  if (!(REFUND_TARGETS as readonly string[]).includes(request.refundTo)) throw new Error(`Unknown refund target: ${request.refundTo}`);

  const lines: DocumentLine[] = [...request.lines]
    .sort((a, b) => a.itemIndex - b.itemIndex)
    .map(({ itemIndex, quantity }, i, all) => {
      const line = remains.lines.find((l) => l.itemIndex === itemIndex);
      if (!line || all.findIndex((other) => other.itemIndex === itemIndex) !== i)
        throw new Error(`Invoice ${invoice.number} has no line ${itemIndex} to refund`);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.remainingQuantity) {
        throw new Error(`Cannot refund ${quantity} of the ${line.remainingQuantity} remaining units of line ${itemIndex}`);
      }
      return documentLine("ITEM", itemIndex, line.label, quantity, refundLineCents(line, quantity), line.vatRate);
    });
  if (request.delivery) {
    if (!remains.delivery || remains.delivery.remainingGrossCents === 0) throw new Error(`Invoice ${invoice.number} has no delivery left to refund`);
    lines.push(documentLine("DELIVERY", null, remains.delivery.label, 1, remains.delivery.remainingGrossCents, remains.delivery.vatRate));
  }
  if (request.amountCents !== null) {
    assertCents(request.amountCents, "A refunded amount");
    if (request.amountCents === 0) throw new Error("A refunded amount is at least one cent");
    const room = remains.rates.map((rate) => {
      const taken = lines.filter((l) => l.vatRate === rate.vatRate).reduce((sum, l) => sum + l.grossCents, 0);
      return Math.max(0, rate.grossCents - taken);
    });
    if (room.every((cents) => cents === 0)) throw new Error(`Nothing remains of invoice ${invoice.number} for an amount`);
    allocateCents(request.amountCents, room).forEach((cents, i) => {
      const rate = remains.rates[i];
      if (rate && cents > 0) lines.push(documentLine("AMOUNT", null, refundLabels.partialRefund, 1, cents, rate.vatRate));
    });
  }
  const gross = lines.reduce((sum, l) => sum + l.grossCents, 0);
  if (gross <= 0 || gross > remains.totalCents)
    throw new Error(`A credit note of ${gross} cents on invoice ${invoice.number} (${remains.totalCents} remaining)`);

  const vatTotals = vatTotalsOf(lines).map((total) => {
    const left = remains.rates.find((rate) => rate.vatRate === total.vatRate);
    return left && left.grossCents === total.grossCents ? { ...left } : total;
  });
  return {
    kind: "CREDIT_NOTE",
    number,
    issuedOn,
    orderId: invoice.orderId,
    orderReference: invoice.orderReference,
    paidOn: invoice.paidOn,
    seller: { ...invoice.seller, addressLines: [...invoice.seller.addressLines] },
    buyer: { ...invoice.buyer, addressLines: [...invoice.buyer.addressLines] },
    lines,
    vatTotals,
    ...totalsOf(vatTotals),
    invoiceNumber: invoice.number,
    reason,
    refundTo: request.refundTo,
  };
}

/**
 * Whether the order is refunded whole once `refundedGrossCents` (all its credit notes) are
 * refunded of an invoice of `invoiceGrossCents`: then it moves to « Remboursée »; otherwise it
 * keeps its status, partially refunded.
 */
export function refundedWhole(invoiceGrossCents: number, refundedGrossCents: number): boolean {
  assertCents(invoiceGrossCents, "An invoice's gross");
  assertCents(refundedGrossCents, "A refunded gross");
  if (refundedGrossCents === 0) throw new Error("Nothing was refunded");
  return refundedGrossCents >= invoiceGrossCents;
}

/**
 * The credits a refund of `amountCents` gives when paid as credits (docs/invoicing.md): at the
 * best rate of the shop's credit packs (the most credits per euro: the customer never gets less
 * than buying them would), rounded up to the whole credit. Null without a pack.
 */
export function creditsForRefund(amountCents: number, packs: readonly { credits: number; priceCents: number }[]): number | null {
  assertCents(amountCents, "A refunded amount");
  const priced = packs.filter((pack) => pack.credits > 0 && pack.priceCents > 0);
  if (priced.length === 0) return null;
  const best = priced.reduce((a, b) => (b.credits * a.priceCents > a.credits * b.priceCents ? b : a));
  return Math.ceil((amountCents * best.credits) / best.priceCents);
}

/**
 * Everything that remains of an invoice as one request — what a move to « Remboursée » refunds
 * (docs/invoicing.md), null when nothing remains: every unit left of every line, the delivery if
 * left, and as a free amount whatever they do not cover. When earlier free amounts make the lines
 * worth more than what remains (their rate was partly refunded already), the remainder is one
 * free amount instead, split over what each rate still holds: either way the request is one that
 * checkRefund accepts, and its credit note brings the invoice to zero, rate by rate.
 */
export function wholeRemainderRequest(remains: Refundable, reason: CreditNoteReason, refundTo: RefundTarget): RefundRequest | null {
  if (remains.totalCents === 0) return null;
  const lines = remains.lines.filter((line) => line.remainingQuantity > 0).map((line) => ({ itemIndex: line.itemIndex, quantity: line.remainingQuantity }));
  const delivery = (remains.delivery?.remainingGrossCents ?? 0) > 0;
  const covered =
    remains.lines.reduce((sum, line) => sum + (line.remainingQuantity > 0 ? line.remainingGrossCents : 0), 0) +
    (delivery ? remains.delivery!.remainingGrossCents : 0);
  const rest = remains.totalCents - covered;
  const byLines: RefundRequest = { lines, delivery, amountCents: rest > 0 ? rest : null, reason, refundTo, note: null };
  // The same check as an administrator's request (the reason and target are the caller's; the status is any refundable one).
  const fits = rest >= 0 && checkRefund(byLines, { orderStatus: "paid", refundable: remains }).errors.every((error) => error.code === "INVALID_REASON");
  return fits ? byLines : { lines: [], delivery: false, amountCents: remains.totalCents, reason, refundTo, note: null };
}
