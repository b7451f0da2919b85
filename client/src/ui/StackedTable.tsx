/**
 * A small hand-built table (VAT per month, the administrators) that a phone cannot show as
 * columns: below `md` each row becomes a block — a grid of `columns` — and each cell shows its
 * column's name above its value (its `label`, drawn by CSS from data-label); from `md` up it is
 * an ordinary table. One table at every width, so skeleton rows keep the loaded rows' height and
 * no content is rendered twice. The roles are explicit: some browsers drop the implicit role of a
 * table part once it is no longer displayed as one. The generic lists use DataTable instead.
 *
 *   <StackedTable.Root aria-label="…">
 *     <StackedTable.Header labels={["Mois", "TTC"]} />
 *     <StackedTable.Body>
 *       <StackedTable.Row columns={1}>
 *         <StackedTable.Cell wide>novembre 2026</StackedTable.Cell>
 *         <StackedTable.Cell label="TTC">12 €</StackedTable.Cell>
 *       </StackedTable.Row>
 *     </StackedTable.Body>
 *   </StackedTable.Root>
 */
import { Skeleton, Table, VisuallyHidden } from "@chakra-ui/react";

function Root(props: Table.RootProps) {
  return <Table.Root role="table" size="sm" {...props} />;
}

/**
 * The column names: read from each cell's label below `md`, a header row from `md` up. `end`:
 * the columns aligned to the end (amounts); `hidden`: named for screen readers only (actions);
 * `widths`: a column's share of a fixed-layout table (else they share it equally).
 */
function Header({
  labels,
  end = [],
  hidden = [],
  widths = {},
}: {
  labels: readonly string[];
  end?: readonly string[];
  hidden?: readonly string[];
  widths?: Readonly<Record<string, string>>;
}) {
  return (
    <Table.Header role="rowgroup" display={{ base: "none", md: "table-header-group" }}>
      <Table.Row role="row" bg="bg.subtle">
        {labels.map((label) => (
          <Table.ColumnHeader key={label} role="columnheader" scope="col" textAlign={end.includes(label) ? "end" : undefined} width={widths[label]}>
            {hidden.includes(label) ? <VisuallyHidden>{label}</VisuallyHidden> : label}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}

function Body(props: Table.BodyProps) {
  return <Table.Body role="rowgroup" {...props} />;
}

function Footer(props: Table.FooterProps) {
  return <Table.Footer role="rowgroup" {...props} />;
}

/** `columns`: how many cells share a line below `md` (a `wide` cell takes the whole line). */
function Row({ columns = 1, ...props }: Table.RowProps & { columns?: number }) {
  return (
    <Table.Row
      role="row"
      display={{ base: "grid", md: "table-row" }}
      gridTemplateColumns={`repeat(${columns}, minmax(0, 1fr))`}
      alignItems="end"
      borderBottomWidth={{ base: "1px", md: "0" }}
      {...props}
    />
  );
}

/** `label`: the column's name, shown above the value below `md`; `wide`: the whole line there. */
function Cell({ label, wide, ...props }: Table.CellProps & { label?: string; wide?: boolean }) {
  return (
    <Table.Cell
      role="cell"
      display={{ base: "block", md: "table-cell" }}
      gridColumn={wide ? "1 / -1" : undefined}
      borderBottomWidth={{ base: "0", md: "1px" }}
      data-label={label}
      _before={
        label ? { content: { base: "attr(data-label)", md: "none" }, display: "block", textStyle: "xs", color: "fg.muted", fontWeight: "normal" } : undefined
      }
      {...props}
    />
  );
}

/**
 * Three placeholder rows while the list loads: the first column's two lines (`first`: their
 * heights and widths, as the loaded cell draws them), one line in each other column.
 */
function SkeletonRows({
  labels,
  first,
}: {
  labels: readonly string[];
  first: readonly [{ height: string; width: string }, { height: string; width: string }];
}) {
  return [0, 1, 2].map((i) => (
    <Row key={i} columns={2} aria-hidden>
      <Cell wide>
        <Skeleton height={first[0].height} width={first[0].width} />
        <Skeleton mt="1" height={first[1].height} width={first[1].width} />
      </Cell>
      {labels.slice(1).map((label) => (
        <Cell key={label} label={label === "Actions" ? undefined : label}>
          <Skeleton height="5" width="20" />
        </Cell>
      ))}
    </Row>
  ));
}

export const StackedTable = { Root, Header, Body, Footer, Row, Cell, SkeletonRows };
