/**
 * The zod pieces of the console's form schemas, with the server's French messages
 * (rules/userErrors.ts): a form refuses locally exactly what the API would refuse, in the same
 * words. Numbers arrive from the number fields as a number, null (empty) or NaN (unreadable).
 *
 *   const schema = z.object({ name: requiredText("Le nom", 80), priceCents: money("Le prix") });
 */
import { z, type RefinementCtx } from "zod";
import { formatCents } from "../format";
import { COUNTRY_CODE } from "./countries";
import { messages } from "./serverRules";

export const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, messages.required(label)).max(max, messages.tooLong(label, max));

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
export const optionalNumber = (rule: NumberRule) =>
  z.custom<number | null>(numberOrNull).superRefine((value, ctx) => checkNumber(rule, value, ctx, false));

/** Largest amount the API accepts: 1 000 000 € in cents. */
export const MAX_CENTS = 100_000_000;
const moneyRule = (label: string): NumberRule => ({
  label,
  min: 0,
  max: MAX_CENTS,
  unreadable: "Saisissez un montant en euros, par exemple 12,50.",
  show: formatCents,
});

/** An amount in integer cents, typed in euros in a MoneyField. */
export const money = (label: string) => requiredNumber(moneyRule(label));
export const optionalMoney = (label: string) => optionalNumber(moneyRule(label));

export const wholeNumber = (label: string, min: number, max: number) =>
  requiredNumber({ label, min, max, unreadable: messages.notWhole });
export const optionalWholeNumber = (label: string, min: number, max: number) =>
  optionalNumber({ label, min, max, unreadable: messages.notWhole });

/** At least one country, each an ISO 3166-1 alpha-2 code. */
export const countryCodes = () =>
  z.array(z.string()).superRefine((codes, ctx) => {
    if (codes.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Indiquez au moins un pays (par exemple FR)." });
    const wrong = codes.filter((code) => !COUNTRY_CODE.test(code));
    if (wrong.length > 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Code pays invalide\u00a0: ${wrong.join(", ")} (deux lettres, par exemple FR).` });
    }
  });
