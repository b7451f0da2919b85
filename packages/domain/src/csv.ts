/**
 * The one CSV dialect of the shop's files, written by the server's exports and by the console's
 * tracking-import error report (docs/tracking-import.md), so the escaping rule exists once.
 *
 * CSV for French Excel: UTF-8 with a byte-order mark (or Excel guesses Windows-1252), ';' as
 * separator (',' is the decimal mark in fr-FR), CRLF line ends, and RFC 4180 quoting of any
 * field holding ';', '"', a line break, or leading/trailing spaces.
 *
 * Every cell goes through csvField, which also defuses spreadsheet formulas (OWASP "CSV
 * Injection"): text the storefront or a customer wrote — a first name such as
 * `=HYPERLINK("https://evil.example/?x","Voir")` — must open as text, never as a live formula.
 */
export const BOM = "\uFEFF";
export const SEPARATOR = ";";

/**
 * A number already written the French way ("1234,50", "-12,00"). Spreadsheets read it as a
 * number, never a formula, so it is the one kind of cell written without the formula guard: a
 * negative amount must stay a number in Excel, not turn into the text "'-12,00".
 */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvValue = string | number | CsvNumber | null | undefined;

/** What a spreadsheet takes for the start of a formula (OWASP's list: = + - @ tab CR). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  const text = cellText(value);
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof CsvNumber) return value.text;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  const text = String(value);
  // A leading single quote makes Excel, LibreOffice and Google Sheets show the rest as text.
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export const csvLine = (fields: CsvValue[]) => fields.map(csvField).join(SEPARATOR) + "\r\n";

/**
 * An amount in integer cents as the accountant's spreadsheet reads it: euros with a decimal comma
 * and two decimals (123450 → "1234,50", -1200 → "-12,00"). The one money cell of every export.
 */
export function csvCents(cents: number): CsvNumber {
  const abs = Math.abs(Math.round(cents));
  return new CsvNumber(`${cents < 0 && abs > 0 ? "-" : ""}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`);
}
