/**
 * Number fields typed the French way. The form holds the number (integer cents for money), null
 * when empty, NaN when the text is not a number (the schema says so in French).
 */
import type { FieldProps } from "./FormField";
import { formatCentsForInput, formatDecimalForInput, parseDecimal, parseEurosToCents, parseInteger } from "./numberText";
import { ParsedTextField } from "./ParsedTextField";

const sameNumber = (a: number | null, b: number | null) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** An amount typed in euros (« 12,50 »), held in integer cents. */
export const MoneyField = (props: FieldProps) => (
  <ParsedTextField {...props} parse={parseEurosToCents} format={formatCentsForInput} same={sameNumber} inputMode="decimal" unit="€" placeholder="0,00" />
);

const parseTwoDecimals = (text: string) => parseDecimal(text, 2);

/** A decimal with at most two decimals (« 0,75 »). */
export const DecimalField = (props: FieldProps & { placeholder?: string }) => (
  <ParsedTextField {...props} parse={parseTwoDecimals} format={formatDecimalForInput} same={sameNumber} inputMode="decimal" />
);

const formatInteger = (value: number | null) => (value === null || !Number.isFinite(value) ? "" : String(value));

/** A whole number, with an optional unit (« jours »). */
export const IntegerField = (props: FieldProps & { unit?: string; placeholder?: string }) => (
  <ParsedTextField {...props} parse={parseInteger} format={formatInteger} same={sameNumber} inputMode="numeric" />
);
