/**
 * The ledger's filters in the URL (`?type=REFUND&status=SUCCEEDED&q=<uid>&ledgerFrom=…&ledgerTo=…&min=…&max=…`;
 * `from`/`to` belong to the period picker: docs/urls.md) and their translation into the API's
 * TransactionFilter and the query string of /export/transactions.csv — one translation, so the
 * export is exactly what the list shows.
 */
import type { TransactionFilter, TransactionStatus, TransactionType } from "../../gql/graphql";
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from "@atelier/domain/finances/transactionLabels";
import { dayRangeParam, setDayRangeQuery } from "../../ui/list/dayRange";
import { parseEurosToCents } from "../../ui/form/numberText";

/** `q` is the customer's uid: the list's search box, and the link of a user's Transactions tab. */
export const LEDGER_DEFAULTS = { q: "", type: "", status: "", ledgerFrom: "", ledgerTo: "", min: "", max: "" };
export type LedgerParams = typeof LEDGER_DEFAULTS;

const isType = (value: string): value is TransactionType => value in TRANSACTION_TYPE_LABELS;
const isStatus = (value: string): value is TransactionStatus => value in TRANSACTION_STATUS_LABELS;
/** An amount of the URL, in euros as the admin typed it ("12.5") → cents (1250); anything else is no bound. */
export function amountParam(value: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return parseEurosToCents(value);
}

export function transactionFilter(params: LedgerParams): TransactionFilter {
  return {
    type: isType(params.type) ? params.type : null,
    status: isStatus(params.status) ? params.status : null,
    userId: params.q || null,
    period: dayRangeParam(params.ledgerFrom, params.ledgerTo),
    minAmountCents: amountParam(params.min),
    maxAmountCents: amountParam(params.max),
  };
}

/** The same filter as the query string of /export/transactions.csv. */
export function ledgerExportQuery(params: LedgerParams): string {
  const { period, ...filter } = transactionFilter(params);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== null) query.set(key, String(value));
  setDayRangeQuery(query, period);
  return query.toString();
}

/** Whether any filter is set (the « Effacer les filtres » button). */
export const ledgerFiltered = (params: LedgerParams) => Object.values(params).some(Boolean);
