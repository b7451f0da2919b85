/**
 * The list every list screen uses: typed columns, sortable headers, rows that are links to their
 * detail, and the three non-data states — skeleton while loading (no rows yet), ListErrorState
 * with 'Réessayer', ListEmptyState 'Aucun résultat'. From `md` up it is a table; below, each row
 * is a card (DataCards: the primary column as its title, the others as a definition list, a sort
 * select for the headers), so phones never scroll sideways nor draw columns over each other.
 *
 *   <DataTable label="Commandes" rows={orders} rowKey={(o) => o.id} columns={[
 *       { key: "id", header: "N°", render: (o) => o.shortId, primary: true },
 *       { key: "total", header: "Total", render: (o) => formatCents(o.totalCents), align: "end", sortField: "total" }]}
 *     sort={sort} onSortChange={...} rowLink={(o) => ({ to: `/orders/${o.id}` })}
 *     loading={loading} error={errorMessage} onRetry={refetch} />
 *
 * Rows with `rowLink` are real links (RowLink), one tab stop with ↑ ↓ Début Fin between them
 * (useRowNavigation); a clicked row shows progress until its detail renders (docs/client-kit.md).
 */
import { Box, Icon, Table } from "@chakra-ui/react";
import { useDeferredValue, useMemo, useRef, type ComponentType, type ReactNode } from "react";
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from "react-icons/lu";
import { DataCards } from "./DataCards";
import { columnDisplay, DataRow, type RowHandlers } from "./DataRow";
import { ListEmptyState } from "./ListEmptyState";
import { ListErrorState } from "./ListErrorState";
import { NavigationProgress } from "./NavigationProgress";
import { RowFrame, type RowFrameProps } from "./RowFrame";
import { ROW_CONTROLS_ABOVE_LINK, RowLink, type RowLinkTarget } from "./RowLink";
import { toggleSort, type Sort } from "./sort";
import { TableSkeletonBody } from "./TableSkeleton";
import { bodyRows } from "./bodyCells";
import { useNarrowScreen } from "./useNarrowScreen";
import { useRowNavigation } from "./useRowNavigation";

export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: "start" | "end" | "center";
  /** The sort field this column sorts by; absent when the column cannot be sorted. */
  sortField?: string;
  /** Hide the column below this breakpoint (e.g. "lg") to keep the table readable; cards show it. */
  hideBelow?: "sm" | "md" | "lg";
  /**
   * Fixed width (a size token such as "32", or a CSS length); columns without one share what is
   * left. The table's layout is fixed, so the columns do not move when the rows arrive.
   */
  width?: string;
  /** What names the row: the card's title, and the cell that holds the row's link. The first field by default. */
  primary?: boolean;
  /** Where the column goes in a card: a labelled field (default), before or after the title (a checkbox, a drag handle, a menu), or nowhere. */
  card?: "field" | "start" | "end" | "hidden";
  /**
   * Lines of 24 px the value takes in a card (1 by default), clipped beyond: cards keep one height,
   * loaded or not. "auto" for a value of any length that must be read whole (it wraps; the cards
   * may then grow when they load).
   */
  cardLines?: number | "auto";
};

export type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Accessible name of the table (or of the list of cards), e.g. "Commandes". */
  label: string;
  loading?: boolean;
  /** A message to show instead of the rows; the list failed to load. */
  error?: string | null;
  onRetry?: () => void;
  sort?: Sort;
  onSortChange?: (sort: Sort) => void;
  /** Where a row leads (its detail page, or the URL of its drawer): the row becomes a link. */
  rowLink?: (row: Row) => RowLinkTarget;
  /** Called when a row is pointed at or focused: load the detail's code ahead of the click. */
  prefetchRow?: (row: Row) => void;
  emptyAction?: ReactNode;
  /** Height of every table row (a size token), loaded or skeleton: at least its tallest cell's. */
  rowHeight?: string;
  /** How many skeleton rows stand for the rows on their way: the page size. */
  skeletonRows?: number;
  /** Renders each data row instead of RowFrame (e.g. a sortable row). */
  RowComponent?: ComponentType<RowFrameProps>;
  /** Whether a row is ticked (a selectionColumn's rows): tinted, and marked `data-selected`. */
  rowSelected?: (row: Row) => boolean;
};

/** The column holding the row's link and naming the card. */
export const primaryColumn = <Row,>(columns: Column<Row>[]) => columns.find((c) => c.primary) ?? columns.find((c) => (c.card ?? "field") === "field");

/**
 * The rows are drawn a moment after they arrive, in a render React can interrupt: Apollo hands
 * its answer synchronously (useSyncExternalStore), and the 25 rows of a page drawn in that same
 * render were one task of 150–200 ms on the main thread, which is what the screens' blocking time
 * was made of (issue 34, docs/performance.md). With the rows, their loading and error states wait
 * together, so the skeleton stays until the rows replace it (no empty frame, no shift).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, loading, error } = props;
  const data = useMemo(() => ({ rows, loading, error }), [rows, loading, error]);
  const shown = useDeferredValue(data);
  return <DataTableView {...props} {...shown} />;
}

function DataTableView<Row>(props: DataTableProps<Row>) {
  const { columns, rows, sort, onSortChange, rowLink, RowComponent = RowFrame } = props;
  const narrow = useNarrowScreen();
  const keys = rows?.map(props.rowKey) ?? [];
  const nav = useRowNavigation(keys);
  const handlers = useRef<RowHandlers<Row>>({ opening: nav.opening, focused: nav.focused });
  if (props.error) return <ListErrorState message={props.error} onRetry={() => props.onRetry?.()} />;
  if (!props.loading && rows?.length === 0) return <ListEmptyState action={props.emptyAction} />;

  const primary = primaryColumn(columns);
  /** A cell's content; the primary one wrapped in the row's link. */
  const cell = (column: Column<Row>, row: Row, key: string) =>
    column === primary && rowLink ? (
      <RowLink
        target={rowLink(row)}
        tabbable={nav.tabStop === key}
        onOpen={() => nav.opening(key)}
        onFocus={() => nav.focused(key)}
        onIntent={props.prefetchRow && (() => props.prefetchRow?.(row))}
      >
        {column.render(row)}
      </RowLink>
    ) : (
      column.render(row)
    );
  const selectedKeys = props.rowSelected ? new Set(rows?.filter(props.rowSelected).map(props.rowKey)) : null;
  /** What every row element gets, table or card. */
  const rowProps = (key: string) => ({
    rowKey: key,
    ...(selectedKeys?.has(key) ? { "data-selected": "", bg: "teal.subtle" } : {}),
    ...(nav.pending === key ? { "aria-busy": true, bg: "teal.subtle" } : {}),
    opacity: props.loading ? 0.6 : 1,
    css: rowLink ? ROW_CONTROLS_ABOVE_LINK : undefined,
  });
  const progress = nav.pending !== null && <NavigationProgress />;
  // The memoised table rows (DataRow) call back through this, always today's handlers.
  handlers.current = { opening: nav.opening, focused: nav.focused, prefetch: props.prefetchRow };

  if (narrow) {
    return (
      <>
        <DataCards {...props} primary={primary} cell={cell} rowProps={rowProps} onKeyDown={rowLink ? nav.onKeyDown : undefined} RowComponent={RowComponent} />
        {progress}
      </>
    );
  }

  const display = columnDisplay<Row>;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="l2" bg="bg">
        <Table.Root size="sm" tableLayout="fixed" interactive={Boolean(rowLink)} aria-label={props.label} aria-busy={props.loading}>
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
                        <Icon
                          as={sorted === "asc" ? LuArrowUp : sorted === "desc" ? LuArrowDown : LuArrowUpDown}
                          boxSize="3.5"
                          color={sorted ? "fg" : "fg.subtle"}
                        />
                      </Box>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          {props.loading && !rows?.length ? (
            <TableSkeletonBody columns={columns.map((column) => column.hideBelow)} rows={props.skeletonRows} height={props.rowHeight} />
          ) : (
            <Table.Body css={bodyRows(props.rowHeight, Boolean(rowLink))} onKeyDown={rowLink ? nav.onKeyDown : undefined}>
              {rows?.map((row) => {
                const key = props.rowKey(row);
                return (
                  <DataRow
                    key={key}
                    row={row}
                    rowKey={key}
                    columns={columns}
                    primary={primary}
                    target={rowLink?.(row)}
                    tabbable={nav.tabStop === key}
                    pending={nav.pending === key}
                    selected={selectedKeys?.has(key) ?? false}
                    loading={Boolean(props.loading)}
                    height={props.rowHeight}
                    RowComponent={RowComponent}
                    handlers={handlers}
                  />
                );
              })}
            </Table.Body>
          )}
        </Table.Root>
      </Table.ScrollArea>
      {progress}
    </>
  );
}
