/**
 * Placeholder rows while a list loads: the table keeps its shape, so nothing jumps when the
 * data arrives. One entry of `columns` per column of the table it stands for (the breakpoint it
 * hides below, so hidden columns stay hidden); `rows` and `height` are those of the loaded page.
 *
 * The skeleton is the first thing a list screen draws, in the same commit as the rest of the
 * page: 25 rows of 8 columns were 400 Chakra components (a cell and a Skeleton each), the
 * biggest part of the first render's long task (docs/audit.md). Here the whole body is one
 * styled element; its rows and cells are plain elements drawn by the body's style — the cells of
 * the loaded rows (bodyCells.ts) with a bar (Chakra's Skeleton's look) in each.
 *
 * The body pulses, not each bar (SkeletonBar.tsx says why).
 */
import { Table } from "@chakra-ui/react";
import { useMemo } from "react";
import { BODY_CELLS, type CellHiding } from "./bodyCells";
import { SKELETON_LIST, SkeletonBar } from "./SkeletonBar";

type Props = { columns: CellHiding[]; rows?: number; height?: string };

export function TableSkeletonBody({ columns, rows = 8, height }: Props) {
  const css = useMemo(() => skeletonCss(height), [height]);
  return (
    <Table.Body css={css} aria-hidden>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row}>
          {columns.map((hideBelow, column) => (
            <td key={column} data-hide-below={hideBelow}>
              <SkeletonBar />
            </td>
          ))}
        </tr>
      ))}
    </Table.Body>
  );
}

function skeletonCss(height: string | undefined) {
  return {
    ...BODY_CELLS,
    ...SKELETON_LIST,
    "& > tr": { height, bg: "bg" },
  };
}
