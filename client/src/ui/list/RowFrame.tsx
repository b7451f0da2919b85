/**
 * The element of one list row: a `<tr>` in the table, a `<li>` card below `md`. DataTable's
 * RowComponent renders one (a SortableRow adds its drag state), so the same row works in both
 * layouts. Positioned, because the row's link (RowLink) stretches over it.
 */
import { Box, Table, type BoxProps, type TableRowProps } from "@chakra-ui/react";

export type RowLayout = "table" | "cards";

export type RowFrameProps = Omit<BoxProps, "ref"> & {
  rowKey: string;
  layout: RowLayout;
  ref?: (node: HTMLElement | null) => void;
};

export function RowFrame({ rowKey: _rowKey, layout, ...props }: RowFrameProps) {
  if (layout === "table") return <Table.Row position="relative" {...(props as TableRowProps)} />;
  return <Box as="li" position="relative" {...props} />;
}
