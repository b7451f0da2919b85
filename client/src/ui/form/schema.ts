/**
 * The zod pieces of the console's form schemas, with the server's French messages
 * (@atelier/domain/userErrors). A field the domain defines (@atelier/domain/fields) is validated
 * with `fieldSchema(definition)`: same label, bounds and messages as the server's check of it. Each field is checked as it is typed (numbers arrive from the number
 * fields as a number, null when empty, NaN when unreadable); once every field reads well, the
 * server's own check of the whole input runs (withServerRules): names unique in the list,
 * min ≤ max, countries… — a form refuses locally what the API would refuse, in the same words.
 *
 *   const schema = withServerRules(
 *     z.object({ name: fieldSchema(DELIVERY_METHOD_FIELDS.name), priceCents: fieldSchema(DELIVERY_METHOD_FIELDS.priceCents) }),
 *     (values) => checkDeliveryMethod(values, { base: [], otherNames }).errors);
 */
import { z, type RefinementCtx } from "zod";
import { shownBound, type FieldDefinition, type NumberFieldDefinition, type TextFieldDefinition } from "@atelier/domain/fields";
import { frenchEuros, MAX_CENTS } from "@atelier/domain/money";
import { messages, type UserError } from "@atelier/domain/userErrors";

export const requiredText = (label: string, max: number) => z.string().trim().min(1, messages.required(label)).max(max, messages.tooLong(label, max));

/** Blank stays "": the screen sends null for it. */
export const optionalText = (label: string, max: number) => z.string().trim().max(max, messages.tooLong(label, max));

type NumberRule = {
  label: string;
  min: number;
  max: number;
  /** What to say when the text typed is not a number of the expected form. */
  unreadable: string;
  /** How the bounds read in the range message (money shows euros). */
  show?: (n: number) => number | string;
};

const numberOrNull = (value: unknown): value is number | null => value === null || typeof value === "number";

function checkNumber(rule: NumberRule, value: number | null, ctx: RefinementCtx, required: boolean) {
  const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  if (value === null) return required ? fail(messages.required(rule.label)) : undefined;
  if (Number.isNaN(value)) return fail(rule.unreadable);
  const show = rule.show ?? ((n: number) => n);
  if (value < rule.min || value > rule.max) fail(messages.outOfRange(rule.label, show(rule.min), show(rule.max)));
}

/** A number the form must have: its output type is `number`. */
export const requiredNumber = (rule: NumberRule) =>
  z
    .custom<number | null>(numberOrNull)
    .superRefine((value, ctx) => checkNumber(rule, value, ctx, true))
    .transform((value) => value as number);

/** A number the form may leave empty (null). */
export const optionalNumber = (rule: NumberRule) => z.custom<number | null>(numberOrNull).superRefine((value, ctx) => checkNumber(rule, value, ctx, false));

const moneyRule = (label: string): NumberRule => ({
  label,
  min: 0,
  max: MAX_CENTS,
  unreadable: "Saisissez un montant en euros, par exemple 12,50.",
  show: frenchEuros,
});

/** An amount in integer cents, typed in euros in a MoneyField. */
export const money = (label: string) => requiredNumber(moneyRule(label));
export const optionalMoney = (label: string) => optionalNumber(moneyRule(label));

export const wholeNumber = (label: string, min: number, max: number) => requiredNumber({ label, min, max, unreadable: messages.notWhole });
export const optionalWholeNumber = (label: string, min: number, max: number) => optionalNumber({ label, min, max, unreadable: messages.notWhole });

/** What a number field says when the text typed is not a number of its kind. */
const UNREADABLE: Record<NumberFieldDefinition["kind"], string> = {
  int: messages.notWhole,
  cents: "Saisissez un montant en euros, par exemple 12,50.",
  decimal: "Saisissez un nombre, avec deux décimales au plus (par exemple 5,5).",
};

/**
 * The zod schema of a field the domain defines: a trimmed text within its bound (which the live
 * counter reads), or a number within its range, required or not as the definition says.
 */
export function fieldSchema(definition: TextFieldDefinition): z.ZodString;
export function fieldSchema(definition: NumberFieldDefinition<true>): ReturnType<typeof requiredNumber>;
export function fieldSchema(definition: NumberFieldDefinition<false>): ReturnType<typeof optionalNumber>;
export function fieldSchema(definition: FieldDefinition) {
  if (definition.kind === "text") {
    return definition.required ? requiredText(definition.label, definition.max) : optionalText(definition.label, definition.max);
  }
  const rule = { ...definition, unreadable: UNREADABLE[definition.kind], show: (n: number) => shownBound(definition, n) };
  return definition.required ? requiredNumber(rule) : optionalNumber(rule);
}

/**
 * `schema`, then — when every field passed — the server's check of the whole values (`check`
 * with `base: []`, so its paths are the form's: ["maxDays"], ["countries", "1"]).
 */
export function withServerRules<S extends z.ZodTypeAny>(schema: S, check: (values: z.output<S>) => readonly UserError[]) {
  return schema.pipe(
    z
      .custom<z.output<S>>(() => true)
      .superRefine((values, ctx) => {
        for (const error of check(values)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: error.field, message: error.message });
      }),
  );
}
