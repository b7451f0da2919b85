/**
 * The reprint dialog's form (docs/reprints.md): a quantity per order line (0: not reprinted), a
 * reason and a note, checked by the server's own rules (checkReprint) before anything is sent;
 * the request's lines and the server's refusals translated between the API's `lines.N` (the
 * request's N-th line) and the form's `quantities.<item index>`.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import { checkReprint, reprintMessages, type ReprintDraft, type ReprintLine } from "@atelier/domain/reprints/reprint";
import type { UserErrorLike } from "../../../ui/form/bindUserErrors";

export type ReprintFormValues = {
  reason: string;
  /** One per order line, by item index: the units typed ("" or "0": none). */
  quantities: string[];
  note: string;
};

export type ReprintItem = { name: string; quantity: number };

/** A request checked by the rules: what the form submits. */
export type ReprintSubmission = { draft: ReprintDraft; rows: number[] };

export const reprintDefaults = (items: readonly ReprintItem[]): ReprintFormValues => ({ reason: "", quantities: items.map(() => "0"), note: "" });

/** The typed quantities as request lines (the lines left at 0 out), or the items whose quantity is no whole number. */
function linesOf(quantities: readonly string[]): { lines: ReprintLine[]; notWhole: number[] } {
  const lines: ReprintLine[] = [];
  const notWhole: number[] = [];
  quantities.forEach((text, itemIndex) => {
    const trimmed = text.trim();
    if (trimmed === "" || trimmed === "0") return;
    const quantity = Number(trimmed.replace(",", "."));
    if (!Number.isInteger(quantity)) notWhole.push(itemIndex);
    else lines.push({ itemIndex, quantity });
  });
  return { lines, notWhole };
}

/**
 * The form field a rule's path names, after its base (["lines", "2", "quantity"] → "quantities.<the
 * item of the request's third line>"); null for the request as a whole.
 */
export function formFieldOfPath(path: readonly string[], rows: readonly number[]): string | null {
  const [first, index] = path;
  if (first === "lines") {
    if (index === undefined) return "quantities";
    const item = rows[Number(index)];
    return item === undefined ? "quantities" : `quantities.${item}`;
  }
  return first === "reason" || first === "note" ? first : null;
}

/** The server's userErrors with their paths on the form's fields (input.lines.N… → input.quantities.<item>). */
export const serverErrorsOnForm = (errors: readonly UserErrorLike[], rows: readonly number[]): UserErrorLike[] =>
  errors.map((error) => {
    const [input, ...path] = error.field ?? [];
    const field = input === "input" ? formFieldOfPath(path, rows) : null;
    return field ? { ...error, field: ["input", ...field.split(".")] } : error;
  });

/** The form's check: the quantities parsed, then the server's rules on the order as the page shows it (a paid order, no reprint). */
export const reprintResolver =
  (items: readonly ReprintItem[]): Resolver<ReprintFormValues, unknown, ReprintSubmission> =>
  (values) => {
    const { lines, notWhole } = linesOf(values.quantities);
    const draft: ReprintDraft = { lines, reason: values.reason, note: values.note };
    const rows = lines.map((line) => line.itemIndex);
    const checked = checkReprint(draft, { order: { status: "paid", reprintOf: null, items }, reprintCount: 0, base: [] });
    const errors: Record<string, { type: string; message: string }> = {};
    for (const itemIndex of notWhole) errors[`quantities.${itemIndex}`] = { type: "validate", message: reprintMessages.quantityNotWhole };
    for (const error of checked.errors) {
      const field = formFieldOfPath(error.field, rows);
      // « Choisissez au moins une ligne » while a quantity is refused would say the wrong thing.
      if (field && !errors[field] && !(field === "quantities" && notWhole.length > 0)) errors[field] = { type: "validate", message: error.message };
    }
    if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors: nested(errors) };
    return { values: { draft: { ...draft, note: checked.value.note }, rows }, errors: {} };
  };

/** { "quantities.1": e } → { quantities: { 1: e } }, as react-hook-form reads its errors. */
function nested(flat: Record<string, { type: string; message: string }>): FieldErrors<ReprintFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const [head, index] = path.split(".");
    if (index === undefined) errors[head!] = { ...((errors[head!] as object) ?? {}), ...error };
    else errors[head!] = Object.assign((errors[head!] as object) ?? [], { [index]: error });
  }
  return errors as FieldErrors<ReprintFormValues>;
}
