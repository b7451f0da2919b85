/**
 * DataTable below `md`: each row a card in a list named like the table. The primary column is the
 * card's title (and holds the row's link), the columns marked `card: "start"` / `"end"` sit
 * before and after it (a checkbox, a drag handle, a menu), the others form a definition list —
 * the column's header as the label, the cell as the value. The headers a table would show above
 * (a sort, « tout sélectionner ») sit above the list. Every line has a fixed height and clips its
 * value, so the skeleton has the cards' height (nothing jumps) and no value runs into another.
 */
import { Box, HStack, Stack, type BoxProps } from "@chakra-ui/react";
import { Fragment, type ComponentType, type KeyboardEvent, type ReactNode } from "react";
import type { Column, DataTableProps } from "./DataTable";
import type { RowFrameProps } from "./RowFrame";
import { SKELETON_LIST, SkeletonBar } from "./SkeletonBar";
import { SortSelect } from "./SortSelect";

type Props<Row> = DataTableProps<Row> & {
  primary: Column<Row> | undefined;
  cell: (column: Column<Row>, row: Row, key: string) => ReactNode;
  rowProps: (key: string) => Omit<RowFrameProps, "layout">;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  RowComponent: ComponentType<RowFrameProps>;
};

const CARD: BoxProps = { borderWidth: "1px", rounded: "l2", bg: "bg", px: "4", py: "3" };

/** The height of `lines` lines of 24 px, as a size token ("auto": as tall as the value). */
const linesHeight = (lines: number | "auto" = 1) => (lines === "auto" ? "auto" : String(lines * 6));

const FIELDS: BoxProps = { display: "grid", gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)", columnGap: "3", mt: "2", fontSize: "sm" };

export function DataCards<Row>(props: Props<Row>) {
  const { columns, rows, primary, RowComponent } = props;
  const slot = (column: Column<Row>) => (column === primary ? "title" : (column.card ?? "field"));
  const starts = columns.filter((c) => slot(c) === "start");
  const ends = columns.filter((c) => slot(c) === "end");
  const fields = columns.filter((c) => slot(c) === "field");
  const toolbar = starts.filter((c) => c.header !== "" && c.header != null);
  const sortable = props.sort && props.onSortChange && columns.some((c) => c.sortField);
  const skeleton = props.loading && !rows?.length;
  // A title read whole ("auto") grows with its text; otherwise it keeps its lines' height (no jump).
  const titleHeight =
    primary?.cardLines === "auto" ? "auto" : typeof primary?.cardLines === "number" && primary.cardLines > 1 ? linesHeight(primary.cardLines) : "9";

  return (
    <Stack gap="3">
      {(toolbar.length > 0 || sortable) && (
        <HStack justify="space-between" gap="3" wrap="wrap">
          {toolbar.map((c) => (
            <Box key={c.key}>{c.header}</Box>
          ))}
          {sortable && <SortSelect columns={columns} sort={props.sort!} onChange={props.onSortChange!} />}
        </HStack>
      )}
      <Box
        as="ul"
        aria-label={props.label}
        aria-busy={props.loading}
        display="grid"
        gridTemplateColumns="minmax(0, 1fr)"
        gap="3"
        onKeyDown={props.onKeyDown}
        // The placeholder cards pulse together: one animation for the list (SkeletonBar.tsx).
        css={skeleton ? SKELETON_LIST : undefined}
      >
        {skeleton
          ? Array.from({ length: props.skeletonRows ?? 8 }, (_, i) => (
              <Box as="li" key={i} aria-hidden {...CARD}>
                <HStack h={titleHeight} gap="2">
                  <SkeletonBar height="4" width="50%" />
                </HStack>
                <Box {...FIELDS}>
                  {fields.map((c) => (
                    <Fragment key={c.key}>
                      <Box minH="6" h={linesHeight(c.cardLines)} display="flex" alignItems="center">
                        <SkeletonBar height="3" width="70%" />
                      </Box>
                      <Box minH="6" h={linesHeight(c.cardLines)} display="flex" alignItems="center" justifyContent="flex-end">
                        <SkeletonBar height="4" width="60%" />
                      </Box>
                    </Fragment>
                  ))}
                </Box>
              </Box>
            ))
          : rows?.map((row) => {
              const key = props.rowKey(row);
              return (
                <RowComponent key={key} {...CARD} {...props.rowProps(key)} layout="cards">
                  <HStack h={titleHeight} gap="2">
                    {starts.map((c) => (
                      <Box key={c.key} flexShrink={0}>
                        {c.render(row)}
                      </Box>
                    ))}
                    <Box data-card-title="" flex="1" minW="0" fontWeight="medium" overflow="hidden">
                      {primary && props.cell(primary, row, key)}
                    </Box>
                    {ends.map((c) => (
                      <Box key={c.key} flexShrink={0}>
                        {c.render(row)}
                      </Box>
                    ))}
                  </HStack>
                  {fields.length > 0 && (
                    <Box as="dl" {...FIELDS}>
                      {fields.map((c) => (
                        <Fragment key={c.key}>
                          <Box as="dt" color="fg.muted" lineHeight="24px" truncate>
                            {c.header}
                          </Box>
                          <Box
                            as="dd"
                            minH="6"
                            h={linesHeight(c.cardLines)}
                            lineHeight="24px"
                            overflow="hidden"
                            overflowWrap="anywhere"
                            textAlign="end"
                            textOverflow="ellipsis"
                            whiteSpace={(c.cardLines ?? 1) === 1 ? "nowrap" : undefined}
                          >
                            {c.render(row)}
                          </Box>
                        </Fragment>
                      ))}
                    </Box>
                  )}
                </RowComponent>
              );
            })}
      </Box>
    </Stack>
  );
}
