/**
 * Numbers of the accounting documents (docs/invoicing.md): « FA-2026-000123 » for an invoice,
 * « AV-2026-000007 » for a credit note. One unbroken sequence per kind and calendar year, from 1,
 * six digits: the server draws the next sequence from the counter document `counterId(kind, year)`
 * in the transaction that stores the document, so a number is never skipped nor reused.
 */
import type { DocumentKind } from "./document";

export const DOCUMENT_PREFIXES: Readonly<Record<DocumentKind, string>> = { INVOICE: "FA", CREDIT_NOTE: "AV" };

/** The last sequence a year may hold: six digits. */
export const MAX_SEQUENCE = 999_999;

export interface DocumentNumber {
  kind: DocumentKind;
  year: number;
  sequence: number;
}

const isYear = (year: number) => Number.isInteger(year) && year >= 1000 && year <= 9999;

/** « FA-2026-000123 »; throws for a year that is not four digits or a sequence outside 1–999 999. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  const prefix = DOCUMENT_PREFIXES[kind];
  if (!prefix) throw new Error(`Unknown document kind: ${String(kind)}`);
  if (!isYear(year)) throw new Error(`A document number's year has four digits, not ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`A document sequence is a whole number from 1, not ${sequence}`);
  if (sequence > MAX_SEQUENCE) throw new Error(`The ${kind} sequence of ${year} is exhausted (${sequence} > ${MAX_SEQUENCE})`);
  return `${prefix}-${year}-${String(sequence).padStart(6, "0")}`;
}

const NUMBER_PATTERN = /^(FA|AV)-(\d{4})-(\d{6})$/;

/** The parts of a number as documentNumber writes it (surrounding spaces ignored), or null. */
export function parseDocumentNumber(text: string): DocumentNumber | null {
  const match = NUMBER_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, prefix, year, sequence] = match as unknown as [string, string, string, string];
  const kind: DocumentKind = prefix === DOCUMENT_PREFIXES.INVOICE ? "INVOICE" : "CREDIT_NOTE";
  const parsed = { kind, year: Number(year), sequence: Number(sequence) };
  return isYear(parsed.year) && parsed.sequence >= 1 ? parsed : null;
}

/** The id of the counter document of a kind and year: « INVOICE-2026 », « CREDIT_NOTE-2026 ». */
export function counterId(kind: DocumentKind, year: number): string {
  if (!DOCUMENT_PREFIXES[kind]) throw new Error(`Unknown document kind: ${String(kind)}`);
  if (!isYear(year)) throw new Error(`A counter's year has four digits, not ${year}`);
  return `${kind}-${year}`;
}
