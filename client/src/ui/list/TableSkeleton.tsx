/**
 * Placeholder rows while a list loads: the table keeps its shape, so nothing jumps when the
 * data arrives. `columns` and `rows` match the table it stands for.
 */
import { Skeleton, Table } from "@chakra-ui/react";

export function TableSkeletonRows({ columns, rows = 8 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <Table.Cell key={column}>
              <Skeleton height="4" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}
