/**
 * « Factures et avoirs » of /finances: its filters in the URL (`?documentsKind=CREDIT_NOTE&documentsFrom=…&documentsTo=…`,
 * named after the section: the period owns `from`/`to`, the ledger `type`, docs/urls.md) and
 * their translation into the API's AccountingDocumentFilter; the months the accountant's ZIP
 * can be asked for, and its address.
 */
import type { AccountingDocumentFilter } from "../../gql/graphql";
import { monthOf, parisDay, previousMonth } from "@atelier/domain/parisCalendar";
import { formatCalendarDay } from "../../ui/format";
import { dayRangeParam } from "../../ui/list/dayRange";
import { isDocumentKind } from "../invoicing/documentKinds";

export const DOCUMENT_LIST_DEFAULTS = { documentsKind: "", documentsFrom: "", documentsTo: "" };
export type DocumentListParams = typeof DOCUMENT_LIST_DEFAULTS;

export function documentFilter(params: DocumentListParams): AccountingDocumentFilter {
  return {
    kind: isDocumentKind(params.documentsKind) ? params.documentsKind : null,
    issuedOn: dayRangeParam(params.documentsFrom, params.documentsTo),
  };
}

/** Whether any filter is set (« Effacer les filtres »). */
export const documentsFiltered = (params: DocumentListParams) => Object.values(params).some(Boolean);

/** How many months back the ZIP can be chosen, besides the month under way. */
const ARCHIVE_MONTHS = 24;

/**
 * The months of the ZIP's chooser, newest first — the Paris month under way, then the ones
 * before — each with its French name (« novembre 2026 »); the default is the month before this one,
 * the one an accountant asks for.
 */
export function archiveMonths(now = new Date()): { months: { value: string; label: string }[]; initial: string } {
  const months: string[] = [monthOf(parisDay(now))];
  while (months.length <= ARCHIVE_MONTHS) months.push(previousMonth(months.at(-1)!));
  return { months: months.map((value) => ({ value, label: formatCalendarDay(value, "month") })), initial: months[1]! };
}

/** GET /documents/archive.zip?month=YYYY-MM: every PDF of the month and journal.csv. */
export const archivePath = (month: string) => `/documents/archive.zip?${new URLSearchParams({ month })}`;
