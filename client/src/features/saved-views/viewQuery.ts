/**
 * A saved view's query string as the lists read it (docs/saved-views.md): its parameters over
 * the list's defaults (so the list's own params → filter function turns it into the same
 * filter), and the column picker's `cols`. Pure functions, no React.
 */
import type { Column } from "../../ui/list";

/** The list's params (`defaults` filled from `query`), as useListParams would read them from the URL. */
export function paramsFromQuery<D extends Record<string, string>>(defaults: D, query: string): D {
  const search = new URLSearchParams(query);
  const params = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof D & string)[]) {
    const value = search.get(key);
    if (value !== null) params[key] = value as D[typeof key];
  }
  return params;
}

/** The URL parameter of the columns shown: the optional columns' keys, comma-separated (absent: all). */
export const COLS_PARAM = "cols";

/** The columns a list shows for `cols`: the identifying one (`primary`) always, the others when listed. */
export function visibleColumns<Row>(columns: readonly Column<Row>[], cols: string): Column<Row>[] {
  if (!cols) return [...columns];
  const shown = new Set(cols.split(","));
  return columns.filter((column) => column.primary || shown.has(column.key));
}

/**
 * `cols` for the optional columns shown: "" when all are (the default), else their keys in the
 * table's order; none shown writes the identifying column's key alone.
 */
export function colsValue<Row>(columns: readonly Column<Row>[], shown: ReadonlySet<string>): string {
  const optional = columns.filter((column) => !column.primary);
  if (optional.every((column) => shown.has(column.key))) return "";
  const kept = optional.filter((column) => shown.has(column.key)).map((column) => column.key);
  return kept.length ? kept.join(",") : (columns.find((column) => column.primary)?.key ?? "");
}
