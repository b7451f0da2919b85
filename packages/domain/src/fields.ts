/**
 * A form field defined once (docs/domain.md): its French label (with the article the messages
 * need), its kind and its bounds. The server's check of the field and the console's validation
 * of it (client/src/ui/form/schema.ts `fieldSchema`, whose text bounds also feed the live
 * counters) are both derived from the definition, so they cannot drift apart.
 *
 *   export const STYLE_FIELDS = { prompt: textField("Le prompt", MAX_PROMPT_LENGTH) } as const;
 *   checkTextField(STYLE_FIELDS.prompt, input.prompt, at(base, "prompt"))   // server
 *   prompt: fieldSchema(STYLE_FIELDS.prompt)                                // console
 *
 * The makers are marked free of side effects, so a bundle that imports a module for one of its
 * functions leaves its unused definitions (and this module) out.
 */
import { frenchEuros, MAX_CENTS } from "./money";
import { frenchInteger, messages, optionalText, outOfRange, requiredText, userError, type UserError } from "./userErrors";

/** A trimmed text of at most `max` characters; required: not blank. */
export interface TextFieldDefinition<Required extends boolean = boolean> {
  kind: "text";
  label: string;
  max: number;
  required: Required;
}

/**
 * A number from `min` to `max`: `int` a whole number, `cents` an amount in whole cents (its bounds
 * read in euros), `decimal` at most two decimals. `unit` follows the maximum in the range message
 * (« 60 jours », « 100 % »).
 */
export interface NumberFieldDefinition<Required extends boolean = boolean> {
  kind: "int" | "cents" | "decimal";
  label: string;
  min: number;
  max: number;
  required: Required;
  unit?: string;
  /** What a number with decimals is told, when not the shared « entier » message. */
  notWhole?: string;
}

export type FieldDefinition = TextFieldDefinition | NumberFieldDefinition;

/** What a check receives for a field: a required one is present, an optional one may be null or absent. */
export type FieldValue<D> =
  D extends TextFieldDefinition<true>
    ? string
    : D extends TextFieldDefinition
      ? string | null | undefined
      : D extends NumberFieldDefinition<true>
        ? number
        : number | null | undefined;

/**
 * The values of a set of definitions, the parameter type of its check: derived from the
 * definitions, never a hand-written copy of the GraphQL input (whose generated type is the API's).
 */
export type FieldValues<F> = { [K in keyof F as undefined extends FieldValue<F[K]> ? never : K]: FieldValue<F[K]> } & {
  [K in keyof F as undefined extends FieldValue<F[K]> ? K : never]?: FieldValue<F[K]>;
};

type Options<Required extends boolean> = { required?: Required };

/* @__NO_SIDE_EFFECTS__ */
export const textField = <Required extends boolean = false>(label: string, max: number, options: Options<Required> = {}): TextFieldDefinition<Required> => ({
  kind: "text",
  label,
  max,
  required: (options.required ?? false) as Required,
});

/* @__NO_SIDE_EFFECTS__ */
export const intField = <Required extends boolean = false>(
  label: string,
  min: number,
  max: number,
  options: Options<Required> & Pick<NumberFieldDefinition, "unit" | "notWhole"> = {},
): NumberFieldDefinition<Required> => ({ ...options, kind: "int", label, min, max, required: (options.required ?? false) as Required });

/** Cents from 0 to 1 000 000,00 € unless told otherwise. */
/* @__NO_SIDE_EFFECTS__ */
export const centsField = <Required extends boolean = false>(
  label: string,
  options: Options<Required> & { min?: number; max?: number } = {},
): NumberFieldDefinition<Required> => ({
  kind: "cents",
  label,
  min: options.min ?? 0,
  max: options.max ?? MAX_CENTS,
  required: (options.required ?? false) as Required,
});

/* @__NO_SIDE_EFFECTS__ */
export const decimalField = <Required extends boolean = false>(
  label: string,
  min: number,
  max: number,
  options: Options<Required> & Pick<NumberFieldDefinition, "unit"> = {},
): NumberFieldDefinition<Required> => ({ ...options, kind: "decimal", label, min, max, required: (options.required ?? false) as Required });

export const fieldMessages = {
  tooManyDecimals: (label: string) => `${label} a au plus deux décimales.`,
} as const;

/** How a bound reads in the range message: euros for cents, the unit after the maximum. */
export function shownBound(definition: NumberFieldDefinition, bound: number): number | string {
  if (definition.kind === "cents") return frenchEuros(bound);
  return definition.unit && bound === definition.max ? `${frenchInteger(bound)}${definition.unit}` : bound;
}

/** The range message of a number field: « Le prix doit être compris entre 0,00 € et 1 000 000,00 €. » */
export const rangeMessage = (definition: NumberFieldDefinition): string =>
  messages.outOfRange(definition.label, shownBound(definition, definition.min), shownBound(definition, definition.max));

/** The server's check of a text field: the trimmed value (null when blank and optional), or its error. */
export function checkTextField(
  definition: TextFieldDefinition<true>,
  value: string | null | undefined,
  field: string[],
): { value: string; errors: UserError[] };
export function checkTextField(
  definition: TextFieldDefinition,
  value: string | null | undefined,
  field: string[],
): { value: string | null; errors: UserError[] };
export function checkTextField(definition: TextFieldDefinition, value: string | null | undefined, field: string[]) {
  return definition.required ? requiredText(value, field, definition.label, definition.max) : optionalText(value, field, definition.label, definition.max);
}

/** The server's check of a number field; null or absent is fine when the field is optional. */
export function checkNumberField(definition: NumberFieldDefinition, value: number | null | undefined, field: string[]): UserError[] {
  if (value === null || value === undefined) return definition.required ? [userError(field, messages.required(definition.label), "REQUIRED")] : [];
  const range = () => [outOfRange(field, definition.label, shownBound(definition, definition.min), shownBound(definition, definition.max))];
  if (definition.kind === "decimal") {
    if (!Number.isFinite(value) || value < definition.min || value > definition.max) return range();
    const twoDecimals = Math.abs(Math.round(value * 100) - value * 100) <= 1e-6;
    return twoDecimals ? [] : [userError(field, fieldMessages.tooManyDecimals(definition.label), "TOO_MANY_DECIMALS")];
  }
  if (!Number.isInteger(value)) return [userError(field, definition.notWhole ?? messages.notWhole, "NOT_WHOLE_NUMBER")];
  return value < definition.min || value > definition.max ? range() : [];
}
