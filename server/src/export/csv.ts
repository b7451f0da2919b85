/**
 * CSV for French Excel: UTF-8 with a byte-order mark (or Excel guesses Windows-1252), ';' as
 * separator (',' is the decimal mark in fr-FR), CRLF line ends, and RFC 4180 quoting of any
 * field holding ';', '"', a line break, or leading/trailing spaces.
 */
export const BOM = "\uFEFF";
export const SEPARATOR = ";";

export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: (string | number | null | undefined)[]) => fields.map(csvField).join(SEPARATOR) + "\r\n";

/** Euros with a decimal comma and two decimals, as French Excel reads numbers: 1234,5 → "1234,50". */
export const csvEuros = (amount: number) => amount.toFixed(2).replace(".", ",");
