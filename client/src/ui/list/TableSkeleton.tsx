/**
 * Placeholder rows while a list loads: the table keeps its shape, so nothing jumps when the
 * data arrives. One entry of `columns` per column of the table it stands for (its responsive
 * display, so hidden columns stay hidden); `rows` and `height` are those of the loaded page.
 */
import { Skeleton, Table, type TableCellProps } from "@chakra-ui/react";

type Props = { columns: TableCellProps["display"][]; rows?: number; height?: string };

export function TableSkeletonRows({ columns, rows = 8, height }: Props) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row} aria-hidden height={height}>
          {columns.map((display, column) => (
            <Table.Cell key={column} display={display}>
              <Skeleton height="4" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}
