/** The columns the URL's `cols` shows (viewQuery.ts), for a list's DataTable: apart from the picker, so a list's first paint does not load its menu. */
import { useSearchParams } from "react-router-dom";
import type { Column } from "../../ui/list";
import { COLS_PARAM, visibleColumns } from "./viewQuery";

export function useVisibleColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const [searchParams] = useSearchParams();
  return visibleColumns(columns, searchParams.get(COLS_PARAM) ?? "");
}
