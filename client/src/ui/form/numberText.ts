/**
 * Numbers as an administrator types them in French ("12,50", "1 234,5 €", "0,75") and back.
 * A parse answers the number, null for an empty field, or NaN for text that is not a number of
 * the expected form: the field keeps NaN in the form values so that the schema says what is wrong.
 */
const IGNORED = /[\s\u00a0\u202f€]/g;
const DECIMAL = /^(-?)(\d+)(?:[.,](\d*))?$/;

/** A decimal number with at most `maxDecimals` digits after the comma, as a whole count of its smallest unit (10^-maxDecimals). */
function parseScaled(text: string, maxDecimals: number): number | null {
  const compact = text.replace(IGNORED, "");
  if (compact === "") return null;
  const match = DECIMAL.exec(compact);
  if (!match) return Number.NaN;
  const [, sign, whole = "", fraction = ""] = match;
  if (fraction.length > maxDecimals) return Number.NaN;
  const scaled = Number(whole) * 10 ** maxDecimals + Number(fraction.padEnd(maxDecimals, "0") || "0");
  return sign ? -scaled : scaled;
}

/** "12,50" → 1250 cents; "12" → 1200; "12,505" → NaN (no fraction of a cent). */
export const parseEurosToCents = (text: string): number | null => parseScaled(text, 2);

/** 1250 → "12,50", the way the money field shows an amount; null → "". */
export function formatCentsForInput(cents: number | null): string {
  if (cents === null || !Number.isFinite(cents)) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** "0,75" → 0.75 with at most `maxDecimals` decimals; "0,755" → NaN when maxDecimals is 2. */
export function parseDecimal(text: string, maxDecimals: number): number | null {
  const scaled = parseScaled(text, maxDecimals);
  return scaled === null || Number.isNaN(scaled) ? scaled : scaled / 10 ** maxDecimals;
}

/** 0.75 → "0,75"; whole numbers keep no decimals ("1"). */
export const formatDecimalForInput = (value: number | null): string => (value === null || !Number.isFinite(value) ? "" : String(value).replace(".", ","));

/** "12" → 12; "12,5" → NaN. */
export const parseInteger = (text: string): number | null => parseScaled(text, 0);
