/**
 * The parts every list row repeats — the row's link, its selection box, a status badge and the
 * cells' text styles — styled once for the whole console (theme.ts's `globalCss`), the rows
 * drawing plain elements with these attributes and classes. A Chakra component resolves,
 * serialises and hashes its style at each render: a row of /orders drew a dozen of them (the
 * link's Box, the checkbox's parts and machine, Text, Stack, Badge), 25 rows at each load, and
 * that style work was the larger part of the screen's blocking time (issue 34,
 * docs/performance.md). The looks are Chakra's own, copied from its recipes (named beside each).
 */
import type { SystemStyleObject } from "@chakra-ui/react";

/** Marks the link that opens a row's record (RowLink): ↑ ↓ move between them (useRowNavigation). */
export const ROW_LINK_ATTRIBUTE = "data-row-link";
/** Marks a row's (or the page's) selection box, a native checkbox, and its label (selectionColumn.tsx). */
export const SELECTION_BOX_ATTRIBUTE = "data-selection-box";

/** Class names for the cells' text, on plain `<span>`s. */
export const CELL_TEXT = {
  /** An order's number, a code: Text fontFamily="mono" fontWeight="medium". */
  mono: "cell-mono",
  /** One line cut with « … » (Text truncate), shown as a block. */
  line: "cell-line",
  /** The second line under a name (an e-mail): Text fontSize="xs" color="fg.muted". */
  secondary: "cell-secondary",
} as const;

/** A Badge of the `subtle` variant and `sm` size; its palette from `data-palette` (StatusBadge). */
export const STATUS_BADGE_CLASS = "status-badge";
/** The palettes a status badge takes (ui/orderStatus.ts and the others' colours). */
const BADGE_PALETTES = ["gray", "red", "orange", "yellow", "green", "teal", "blue", "cyan", "purple", "pink"] as const;

// White marks drawn on the ticked box (Chakra's checkmark icons, as background images).
const svg = (path: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E${path}%3C/svg%3E")`;
const TICK = svg("%3Cpolyline points='20 6 9 17 4 12'/%3E");
const DASH = svg("%3Cline x1='5' y1='12' x2='19' y2='12'/%3E");

export const LIST_PARTS_CSS: Record<string, SystemStyleObject> = {
  // RowLink: covers its row (the row is positioned), so a click anywhere on it opens the record.
  [`a[${ROW_LINK_ATTRIBUTE}]`]: { display: "block", color: "inherit", textDecoration: "none", outline: "none" },
  [`a[${ROW_LINK_ATTRIBUTE}]::after`]: { content: '""', position: "absolute", inset: "0" },
  [`a[${ROW_LINK_ATTRIBUTE}]:focus-visible::after`]: {
    outline: "2px solid",
    outlineColor: "teal.focusRing",
    outlineOffset: "-2px",
    borderRadius: "inherit",
  },
  // The selection box: Chakra's Checkbox (checkbox and checkmark recipes, size sm, solid, teal).
  [`label[${SELECTION_BOX_ATTRIBUTE}]`]: {
    display: "inline-flex",
    gap: "2",
    alignItems: "center",
    verticalAlign: "top",
    position: "relative",
    cursor: "pointer",
    fontWeight: "medium",
    textStyle: "sm",
    userSelect: "none",
  },
  [`input[${SELECTION_BOX_ATTRIBUTE}]`]: {
    appearance: "none",
    boxSize: "4",
    margin: "0",
    flexShrink: "0",
    borderWidth: "1px",
    borderColor: "border.emphasized",
    borderRadius: "l1",
    cursor: "pointer",
    backgroundPosition: "center",
    backgroundRepeat: "no-repeat",
    backgroundSize: "100%",
    _focusVisible: { outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" },
  },
  [`input[${SELECTION_BOX_ATTRIBUTE}]:is(:checked, :indeterminate)`]: { bg: "teal.solid", borderColor: "teal.solid" },
  [`input[${SELECTION_BOX_ATTRIBUTE}]:checked`]: { backgroundImage: TICK },
  // The page's box's visible label, on phones only (above the cards).
  [`input[${SELECTION_BOX_ATTRIBUTE}] + [data-cards-only]`]: { display: { md: "none" } },
  [`input[${SELECTION_BOX_ATTRIBUTE}]:indeterminate`]: { backgroundImage: DASH },
  // The cells' text.
  [`.${CELL_TEXT.mono}`]: { fontFamily: "mono", fontWeight: "medium" },
  [`.${CELL_TEXT.line}`]: { display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  [`.${CELL_TEXT.secondary}`]: { fontSize: "xs", color: "fg.muted" },
  // StatusBadge: the badge recipe's base, `subtle` variant, `sm` size.
  [`.${STATUS_BADGE_CLASS}`]: {
    display: "inline-flex",
    alignItems: "center",
    borderRadius: "l2",
    gap: "1",
    fontWeight: "medium",
    fontVariantNumeric: "tabular-nums",
    whiteSpace: "nowrap",
    userSelect: "none",
    bg: "colorPalette.subtle",
    color: "colorPalette.fg",
    textStyle: "xs",
    px: "1.5",
    minH: "5",
  },
  ...Object.fromEntries(BADGE_PALETTES.map((palette) => [`.${STATUS_BADGE_CLASS}[data-palette=${palette}]`, { colorPalette: palette }])),
};
