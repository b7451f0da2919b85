/** The sort of a list shown as cards (no column headers to click): one choice per column and direction. */
import type { Column } from "./DataTable";
import { SelectFilter, type FilterOption } from "./SelectFilter";
import { formatSort, parseSort, type Sort } from "./sort";

const nameOf = <Row,>(column: Column<Row>) => (typeof column.header === "string" ? column.header : column.key);

export function SortSelect<Row>({ columns, sort, onChange }: { columns: Column<Row>[]; sort: Sort; onChange: (sort: Sort) => void }) {
  const options = columns.flatMap((column): FilterOption[] =>
    column.sortField
      ? [
          [`${column.sortField}:desc`, `${nameOf(column)} (décroissant)`],
          [`${column.sortField}:asc`, `${nameOf(column)} (croissant)`],
        ]
      : [],
  );
  if (options.length === 0) return null;
  return <SelectFilter label="Trier par" value={formatSort(sort)} options={options} onChange={(value) => onChange(parseSort(value, sort))} />;
}
