/**
 * The « Rembourser » form's values and checks (docs/invoicing.md). Every rule is the server's
 * (@atelier/domain/invoicing/refund: checkRefund, refundLineCents, REFUND_FIELDS): the form only
 * turns its rows into the request and puts the French messages back on its rows.
 *
 * The form has one row per refundable line, its quantity typed (0, the default, leaves the line
 * out); the request lists only the lines with a quantity. The errors of the request's line i (the
 * server's ["input", "lines", "i", "quantity"] too) are shown on the row it came from.
 */
import { z } from "zod";
import { checkRefund, REFUND_FIELDS, refundLineCents, type Refundable, type RefundDraft, type RefundTarget } from "@atelier/domain/invoicing/refund";
import type { UserError } from "@atelier/domain/userErrors";
import type { OrderRefundsFragment } from "../../../gql/graphql";
import { boundedResolver, fieldSchema, withServerRules } from "../../../ui/form";
import type { UserErrorLike } from "../../../ui/mutation/mutationReport";

export type RefundableFields = NonNullable<OrderRefundsFragment["refundable"]>;

export type RefundFormValues = {
  /** One per refundable line, in the invoice's order: the units typed ("" and "0": none). */
  lines: { itemIndex: number; quantity: string }[];
  delivery: boolean;
  /** Cents typed in euros (MoneyField): null when empty, NaN when unreadable. */
  amountCents: number | null;
  /** A RefundReason, "" until chosen. */
  reason: string;
  refundTo: RefundTarget;
  note: string;
};

/**
 * Where the errors that name no field go (« Choisissez au moins une ligne… », the whole refund
 * over what remains): a form key shown under the totals, not a value sent.
 */
export const WHOLE_REFUND = "total";

export const refundDefaults = (refundable: RefundableFields): RefundFormValues => ({
  lines: refundable.lines.map((line) => ({ itemIndex: line.itemIndex, quantity: "0" })),
  delivery: false,
  amountCents: null,
  reason: "",
  refundTo: "PAYMENT",
  note: "",
});

/**
 * What the API says remains, as the domain's rules read it: the same lines, delivery, per-rate
 * remainder and total the server checks a refund against (@atelier/domain/invoicing/refund), so
 * the form refuses exactly what the server would.
 */
export function refundableFor(fields: RefundableFields): Refundable {
  return {
    invoiceNumber: fields.invoiceNumber,
    lines: fields.lines.map((line) => ({ ...line })),
    delivery: fields.delivery ? { ...fields.delivery } : null,
    rates: fields.rates.map((rate) => ({ ...rate })),
    totalCents: fields.totalCents,
  };
}

/** The units typed in a row: blank is none; anything else is checked as typed (a fraction, a negative). */
const unitsOf = (text: string): number => (text.trim() === "" ? 0 : Number(text.replace(",", ".")));

/** The request the values make, and for each of its lines the row it came from. */
export function refundDraft(values: RefundFormValues): { draft: RefundDraft; rows: number[] } {
  const rows: number[] = [];
  const lines: RefundDraft["lines"] = [];
  values.lines.forEach((row, index) => {
    const quantity = unitsOf(row.quantity);
    if (quantity === 0) return;
    rows.push(index);
    lines.push({ itemIndex: row.itemIndex, quantity });
  });
  const note = values.note.trim();
  return {
    draft: { lines, delivery: values.delivery, amountCents: values.amountCents, reason: values.reason, refundTo: values.refundTo, note: note || null },
    rows,
  };
}

/** What the values refund in all, in cents, counting only what reads well (the live « Total remboursé »). */
export function refundTotalCents(values: RefundFormValues, refundable: Refundable): number {
  let total = 0;
  values.lines.forEach((row, index) => {
    const line = refundable.lines[index];
    const quantity = unitsOf(row.quantity);
    if (line && Number.isInteger(quantity) && quantity >= 1 && quantity <= line.remainingQuantity) total += refundLineCents(line, quantity);
  });
  if (values.delivery && refundable.delivery) total += refundable.delivery.remainingGrossCents;
  if (values.amountCents !== null && Number.isInteger(values.amountCents) && values.amountCents > 0) total += values.amountCents;
  return total;
}

/**
 * A path of the request (as checkRefund with base [] writes it) as the form's: a line's error on
 * its row's quantity (the only field of a row), the request as a whole under the totals.
 */
export function formPath(path: readonly string[], rows: readonly number[]): string[] {
  if (path.length === 0) return [WHOLE_REFUND];
  if (path[0] === "lines" && path.length >= 2) return ["lines", String(rows[Number(path[1])] ?? path[1]), "quantity"];
  return [...path];
}

/** The server's userErrors with their line paths moved to the rows (["input", "lines", "0", "quantity"] → the row's). */
export function serverErrorsOnRows(userErrors: readonly UserErrorLike[], rows: readonly number[]): UserErrorLike[] {
  return userErrors.map((error) => {
    const field = error.field;
    if (!field || field[0] !== "input" || field[1] !== "lines" || field.length < 3) return error;
    return { ...error, field: ["input", ...formPath(field.slice(1), rows)] };
  });
}

/** The refusals checkRefund gives the values, on the form's paths. */
export function refundErrors(values: RefundFormValues, orderStatus: string, refundable: Refundable): UserError[] {
  const { draft, rows } = refundDraft(values);
  return checkRefund(draft, { orderStatus, refundable, base: [] }).errors.map((error) => ({ ...error, field: formPath(error.field, rows) }));
}

/**
 * The form's resolver: the amount and the note as their definitions say (the note's live counter
 * reads its bound), then the server's own check of the whole request.
 */
export function refundResolver(orderStatus: string, refundable: Refundable) {
  const schema = z.object({
    lines: z.array(z.object({ itemIndex: z.number(), quantity: z.string() })),
    delivery: z.boolean(),
    amountCents: fieldSchema(REFUND_FIELDS.amountCents),
    reason: z.string(),
    refundTo: z.enum(["PAYMENT", "CREDITS"]),
    note: fieldSchema(REFUND_FIELDS.note),
  });
  return boundedResolver(withServerRules(schema, (values) => refundErrors(values, orderStatus, refundable)));
}
