/**
 * Placeholder rows while a list loads: the table keeps its shape, so nothing jumps when the
 * data arrives. One entry of `columns` per column of the table it stands for (its responsive
 * display, so hidden columns stay hidden); `rows` and `height` are those of the loaded page.
 *
 * The skeleton is the first thing a list screen draws, in the same commit as the rest of the
 * page: 25 rows of 8 columns were 400 Chakra components (a cell and a Skeleton each), the
 * biggest part of the first render's long task (docs/audit.md). Here the whole body is one
 * styled element; its rows and cells are plain elements drawn by the body's style — the look of
 * a `sm` table's cells (Chakra's table recipe) with a pulsing bar (its Skeleton's) in each.
 */
import { Table, type TableCellProps } from "@chakra-ui/react";
import { useMemo } from "react";

type Props = { columns: TableCellProps["display"][]; rows?: number; height?: string };

export function TableSkeletonBody({ columns, rows = 8, height }: Props) {
  const key = JSON.stringify([columns, height]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what the style depends on
  const css = useMemo(() => skeletonCss(columns, height), [key]);
  return (
    <Table.Body css={css} aria-hidden>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row}>
          {columns.map((_, column) => (
            <td key={column}>
              <div className="chakra-skeleton" />
            </td>
          ))}
        </tr>
      ))}
    </Table.Body>
  );
}

function skeletonCss(columns: Props["columns"], height: string | undefined) {
  const hidden = Object.fromEntries(columns.flatMap((display, i) => (display === undefined ? [] : [[`& > tr > td:nth-of-type(${i + 1})`, { display }]])));
  return {
    "& > tr": { height, bg: "bg" },
    "& > tr > td": { px: "2", py: "2", borderBottomWidth: "1px", textAlign: "start" },
    "& > tr > td > div": { height: "4", borderRadius: "l2", bg: "bg.emphasized", animation: "pulse", animationDuration: "var(--duration, 1.2s)" },
    ...hidden,
  };
}
