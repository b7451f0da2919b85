/** The columns the URL's `cols` shows (viewQuery.ts), for a list's DataTable: apart from the picker, so a list's first paint does not load its menu. */
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { Column } from "../../ui/list";
import { COLS_PARAM, visibleColumns } from "./viewQuery";

export function useVisibleColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const [searchParams] = useSearchParams();
  const cols = searchParams.get(COLS_PARAM) ?? "";
  // One array while `cols` stays: the table's memoised rows compare it (ui/list/DataRow.tsx).
  return useMemo(() => visibleColumns(columns, cols), [columns, cols]);
}
