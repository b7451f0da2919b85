/**
 * The table every list screen uses (Chakra v3 Table): typed columns, sortable headers, rows
 * that open the detail on click or Enter, and the three non-data states — skeleton while
 * loading (no rows yet), ListErrorState with 'Réessayer', ListEmptyState 'Aucun résultat'.
 *
 *   <DataTable rows={orders} rowKey={(o) => o.id} columns={[{ key: "total", header: "Total",
 *     render: (o) => formatEuro(o.total), align: "end", sortField: "total" }]}
 *     sort={sort} onSortChange={...} onRowClick={(o) => navigate(`/orders/${o.id}`)}
 *     loading={loading} error={errorMessage} onRetry={refetch} />
 */
import { Box, Icon, Table, type TableRowProps } from "@chakra-ui/react";
import type { ComponentType, ReactNode } from "react";
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from "react-icons/lu";
import { ListEmptyState } from "./ListEmptyState";
import { ListErrorState } from "./ListErrorState";
import { toggleSort, type Sort } from "./sort";
import { TableSkeletonRows } from "./TableSkeleton";

export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: "start" | "end" | "center";
  /** The sort field this column sorts by; absent when the column cannot be sorted. */
  sortField?: string;
  /** Hide the column below this breakpoint (e.g. "md") to keep small screens readable. */
  hideBelow?: "sm" | "md" | "lg";
  /**
   * Fixed width (a size token such as "32", or a CSS length); columns without one share what is
   * left. The table's layout is fixed, so the columns do not move when the rows arrive.
   */
  width?: string;
};

type Props<Row> = {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Accessible name of the table, e.g. "Commandes". */
  label: string;
  loading?: boolean;
  /** A message to show instead of the rows; the list failed to load. */
  error?: string | null;
  onRetry?: () => void;
  sort?: Sort;
  onSortChange?: (sort: Sort) => void;
  onRowClick?: (row: Row) => void;
  emptyAction?: ReactNode;
  /** Height of every row (a size token), loaded or skeleton: at least its tallest cell's. */
  rowHeight?: string;
  /** How many skeleton rows stand for the rows on their way: the page size. */
  skeletonRows?: number;
  /** Renders each data row instead of Table.Row (e.g. a sortable row); it gets the row's key as `rowKey`. */
  RowComponent?: ComponentType<TableRowProps & { rowKey: string }>;
};

const PlainRow = ({ rowKey: _key, ...props }: TableRowProps & { rowKey: string }) => <Table.Row {...props} />;

export function DataTable<Row>(props: Props<Row>) {
  const { columns, rows, sort, onSortChange, onRowClick, RowComponent = PlainRow } = props;
  if (props.error) return <ListErrorState message={props.error} onRetry={() => props.onRetry?.()} />;
  if (!props.loading && rows?.length === 0) return <ListEmptyState action={props.emptyAction} />;

  const display = (column: Column<Row>) => (column.hideBelow ? { base: "none", [column.hideBelow]: "table-cell" } : undefined);

  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" bg="bg">
      <Table.Root size="sm" tableLayout="fixed" interactive={Boolean(onRowClick)} aria-label={props.label} aria-busy={props.loading}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column) => {
              const sorted = sort && column.sortField === sort.field ? sort.direction : undefined;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  textAlign={column.align}
                  display={display(column)}
                  width={column.width}
                  aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                >
                  {column.sortField && sort && onSortChange ? (
                    <Box
                      as="button"
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      fontWeight="inherit"
                      cursor="pointer"
                      onClick={() => onSortChange(toggleSort(sort, column.sortField!))}
                    >
                      {column.header}
                      <Icon as={sorted === "asc" ? LuArrowUp : sorted === "desc" ? LuArrowDown : LuArrowUpDown} boxSize="3.5" color={sorted ? "fg" : "fg.subtle"} />
                    </Box>
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.loading && !rows?.length ? (
            <TableSkeletonRows columns={columns.map(display)} rows={props.skeletonRows} height={props.rowHeight} />
          ) : (
            rows?.map((row) => (
              <RowComponent
                key={props.rowKey(row)}
                rowKey={props.rowKey(row)}
                height={props.rowHeight}
                cursor={onRowClick ? "pointer" : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? (event) => event.key === "Enter" && onRowClick(row) : undefined}
                opacity={props.loading ? 0.6 : 1}
              >
                {columns.map((column) => (
                  <Table.Cell key={column.key} textAlign={column.align} display={display(column)}>
                    {column.render(row)}
                  </Table.Cell>
                ))}
              </RowComponent>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
