/**
 * The /orders list's URL parameters (status tab, date range as Paris calendar days, search `q`,
 * sort: the vocabulary of docs/urls.md) and their translation into the API's OrderFilter / OrderSort — shared by the list query,
 * the tab counts and the CSV export, so the export is exactly what the screen shows.
 */
import type { OrderFilter, OrderSort } from "../../gql/graphql";
import { ORDER_STATUSES, type OrderStatus } from "../../ui/orderStatus";
import { parseSort, type Sort } from "../../ui/list";
import { dayRangeParam, setDayRangeQuery } from "../../ui/list/dayRange";

// `late=1`: the work queue « payée depuis plus de 48 h sans expédition » (docs/saved-views.md).
export const ORDER_LIST_DEFAULTS = { status: "", from: "", to: "", q: "", sort: "createdAt:desc", late: "" };
export type OrderListParams = typeof ORDER_LIST_DEFAULTS;

export const DEFAULT_ORDER_SORT: Sort = { field: "createdAt", direction: "desc" };

const SORTS: Record<string, OrderSort> = {
  "createdAt:desc": "CREATED_AT_DESC",
  "createdAt:asc": "CREATED_AT_ASC",
  "total:desc": "TOTAL_DESC",
  "total:asc": "TOTAL_ASC",
};

export const orderSort = (params: OrderListParams): OrderSort => {
  const sort = parseSort(params.sort, DEFAULT_ORDER_SORT);
  return SORTS[`${sort.field}:${sort.direction}`] ?? "CREATED_AT_DESC";
};

export const statusParam = (value: string): OrderStatus | null => ((ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : null);

/** `status` is left out for the tab counts, which count every status with the other filters. */
export function orderFilter(params: OrderListParams, { withStatus = true } = {}): OrderFilter {
  return {
    status: withStatus ? statusParam(params.status) : null,
    period: dayRangeParam(params.from, params.to),
    search: params.q || null,
    late: params.late === "1" || null,
  };
}

/** The same filter as query-string parameters of /export/orders.csv. */
export function exportQuery(params: OrderListParams): string {
  const { period, ...filter } = orderFilter(params);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, String(value));
  setDayRangeQuery(query, period);
  query.set("orderBy", orderSort(params));
  return query.toString();
}
