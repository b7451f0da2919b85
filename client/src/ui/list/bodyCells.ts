/**
 * The body cells of a list's table as plain `<td>`s, styled once by their `<tbody>`: the look of
 * Chakra's `Table.Cell` in a `sm` table of the `line` variant (its table recipe: padding 2, a
 * bottom border, start-aligned), with `data-align` and `data-hide-below` for what the cell's
 * `textAlign` and responsive `display` did. A `Table.Cell` is a styled component whose style is
 * resolved, serialised and hashed at each render: 175 times for the 25 rows of /orders, about a
 * third of the components its rows drew (issue 34, docs/testing.md). The skeleton's rows use the
 * same cells, so nothing moves when the data comes.
 */
import type { SystemStyleObject } from "@chakra-ui/react";
import type { Column } from "./DataTable";
import { ROW_CONTROLS_ABOVE_LINK } from "./RowLink";

/** Below which breakpoint a column is hidden (Column.hideBelow); undefined: always shown. */
export type CellHiding = Column<unknown>["hideBelow"];

export const BODY_CELLS: SystemStyleObject = {
  "& > tr > td": { px: "2", py: "2", borderBottomWidth: "1px", textAlign: "start" },
  "& > tr > td[data-align=end]": { textAlign: "end" },
  "& > tr > td[data-align=center]": { textAlign: "center" },
  "& > tr > td[data-hide-below=sm]": { display: { base: "none", sm: "table-cell" } },
  "& > tr > td[data-hide-below=md]": { display: { base: "none", md: "table-cell" } },
  "& > tr > td[data-hide-below=lg]": { display: { base: "none", lg: "table-cell" } },
};

/**
 * The data rows, plain `<tr>`s too (DataRow): positioned for their link's overlay, tinted when
 * ticked or opening, faded while the next page loads, `height` tall (a size token) if given, and
 * with their controls above the link when rows have one. The same object for the same arguments,
 * so the body's style is not rebuilt at each render.
 */
export function bodyRows(height: string | undefined, linked: boolean): SystemStyleObject {
  const key = `${height ?? ""}|${linked}`;
  let styles = rowStyles.get(key);
  if (!styles) {
    styles = {
      ...BODY_CELLS,
      "& > tr": { position: "relative", ...(height ? { height } : {}), ...(linked ? ROW_CONTROLS_ABOVE_LINK : {}) },
      "& > tr:is([data-selected], [aria-busy=true])": { bg: "teal.subtle" },
      "& > tr[data-loading]": { opacity: 0.6 },
    };
    rowStyles.set(key, styles);
  }
  return styles;
}
const rowStyles = new Map<string, SystemStyleObject>();
