/**
 * One data row of DataTable's table, memoised: a click on a row (its progress), the drawer it
 * opens (a new location) or a focus moving between rows re-render the list, and without this
 * every row and every cell was drawn again each time — several times per click, before the
 * record could show (issue 34: a row opens its record at once). A row now draws again only when
 * what it shows changes: its record, the columns, its link, or its own tab stop, progress,
 * selection or loading state. The handlers come through a ref, so they never make it stale.
 */
import { memo, type ComponentType, type RefObject } from "react";
import type { Column } from "./DataTable";
import { RowFrame, type RowFrameProps } from "./RowFrame";
import { ROW_CONTROLS_ABOVE_LINK, RowLink, type RowLinkTarget } from "./RowLink";

/** What the table's rows call back, read at the time of the event. */
export type RowHandlers<Row> = {
  opening: (key: string) => void;
  focused: (key: string) => void;
  prefetch?: (row: Row) => void;
};

export type DataRowProps<Row> = {
  row: Row;
  rowKey: string;
  columns: Column<Row>[];
  /** The column that holds the row's link. */
  primary: Column<Row> | undefined;
  /** Where the row leads; none: a row without a link. */
  target: RowLinkTarget | undefined;
  tabbable: boolean;
  pending: boolean;
  selected: boolean;
  loading: boolean;
  height: string | undefined;
  RowComponent: ComponentType<RowFrameProps>;
  handlers: RefObject<RowHandlers<Row>>;
};

/** Hides a column below its breakpoint (Column.hideBelow). */
export const columnDisplay = <Row,>(column: Column<Row>) => (column.hideBelow ? { base: "none", [column.hideBelow]: "table-cell" } : undefined);

function DataRowView<Row>({ row, rowKey, columns, primary, target, tabbable, pending, selected, loading, height, RowComponent, handlers }: DataRowProps<Row>) {
  const cells = columns.map((column) => (
    // A plain cell, styled by the table's body (bodyCells.ts): no styled component per cell.
    <td key={column.key} data-align={column.align} data-hide-below={column.hideBelow}>
      {column === primary && target ? (
        <RowLink
          target={target}
          tabbable={tabbable}
          onOpen={() => handlers.current?.opening(rowKey)}
          onFocus={() => handlers.current?.focused(rowKey)}
          onIntent={handlers.current?.prefetch && (() => handlers.current?.prefetch?.(row))}
        >
          {column.render(row)}
        </RowLink>
      ) : (
        column.render(row)
      )}
    </td>
  ));
  // The list's own rows are plain `<tr>`s, their states styled by the table's body (bodyRows, bodyCells.ts).
  if (RowComponent === RowFrame)
    return (
      <tr data-selected={selected ? "" : undefined} aria-busy={pending || undefined} data-loading={loading ? "" : undefined}>
        {cells}
      </tr>
    );
  return (
    <RowComponent
      rowKey={rowKey}
      layout="table"
      height={height}
      {...(selected ? { "data-selected": "", bg: "teal.subtle" } : {})}
      {...(pending ? { "aria-busy": true, bg: "teal.subtle" } : {})}
      opacity={loading ? 0.6 : 1}
      css={target ? ROW_CONTROLS_ABOVE_LINK : undefined}
    >
      {cells}
    </RowComponent>
  );
}

const sameTarget = (a: RowLinkTarget | undefined, b: RowLinkTarget | undefined) => a === b || (a?.to === b?.to && a?.state === b?.state);

/**
 * The same columns, one by one: a screen that builds its array on each render (`[selection,
 * ...shown]`, a filter of its columns) still hands the same column objects, and a new array alone
 * redrew every row each time the page drew again — the status counts, the toast (issue 34).
 */
const sameColumns = <Row,>(a: Column<Row>[], b: Column<Row>[]) => a === b || (a.length === b.length && a.every((column, i) => column === b[i]));

/** Props compared one by one, the link by where it leads (the list builds a new object each time), the columns one by one. */
function sameRow<Row>(before: DataRowProps<Row>, after: DataRowProps<Row>): boolean {
  return (Object.keys(after) as (keyof DataRowProps<Row>)[]).every((key) =>
    key === "target"
      ? sameTarget(before.target, after.target)
      : key === "columns"
        ? sameColumns(before.columns, after.columns)
        : Object.is(before[key], after[key]),
  );
}

// memo() keeps no type parameter: the row is generic over the list's records.
export const DataRow = memo(DataRowView, sameRow) as <Row>(props: DataRowProps<Row>) => ReturnType<typeof DataRowView>;
