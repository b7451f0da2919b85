/**
 * A list's checkbox column (DataTable): a box per row, and in the header a box for the page,
 * ticked when every row of the page is, a dash when only some are; below `md` the page's box sits
 * above the cards with its label shown. Maj+clic (or Maj+Espace) on a row's box reaches back to
 * the last box clicked (clickSelection.ts). The boxes are labels, lifted above the row's link
 * (ROW_CONTROLS_ABOVE_LINK): ticking one never opens the row, and the row's link still does.
 *
 *   const columns = [selectionColumn({ isSelected, onToggle, page, onTogglePage,
 *     rowLabel: (o) => `Sélectionner la commande #${o.shortId}`, pageLabel: "Sélectionner la page" }), ...orderColumns];
 */
import { useLayoutEffect, useRef } from "react";
import type { Column } from "./DataTable";
import { SELECTION_BOX_ATTRIBUTE } from "./listParts";

export type RowSelection<Row> = {
  isSelected: (row: Row) => boolean;
  /** A row's box was clicked or toggled with Espace; `shiftKey`: with Maj held. */
  onToggle: (row: Row, shiftKey: boolean) => void;
  /** The page's box: see pageSelectionState. */
  page: boolean | "indeterminate";
  onTogglePage: () => void;
  /** A row's box's accessible name (« Sélectionner la commande #ZVSL43 »). */
  rowLabel: (row: Row) => string;
  /** The page's box's name, also its visible label above the cards. */
  pageLabel: string;
};

export function selectionColumn<Row>(selection: RowSelection<Row>): Column<Row> {
  return {
    key: "select",
    width: "10",
    card: "start",
    header: <SelectionCheckbox checked={selection.page} label={selection.pageLabel} labelInCards onToggle={selection.onTogglePage} />,
    render: (row) => (
      <SelectionCheckbox checked={selection.isSelected(row)} label={selection.rowLabel(row)} onToggle={(shiftKey) => selection.onToggle(row, shiftKey)} />
    ),
  };
}

type Props = { checked: boolean | "indeterminate"; label: string; labelInCards?: boolean; onToggle: (shiftKey: boolean) => void };

/**
 * A native checkbox in its label, styled once for the console (listParts.ts: Chakra's sm
 * Checkbox look): 25 rows drew 25 Chakra checkboxes, each a state machine and five styled parts
 * (issue 34). « Partiellement » is the input's `indeterminate` (read as « mixed »), set from here.
 * The change event says nothing of Maj: it is read from the pointer or key that starts the toggle
 * (a label's click reaches the input as a second, synthetic click).
 */
export function SelectionCheckbox({ checked, label, labelInCards, onToggle }: Props) {
  const shift = useRef(false);
  const indeterminate = checked === "indeterminate";
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label {...{ [SELECTION_BOX_ATTRIBUTE]: "" }}>
      <input
        ref={box}
        type="checkbox"
        {...{ [SELECTION_BOX_ATTRIBUTE]: "" }}
        aria-label={label}
        checked={checked === true}
        onChange={() => onToggle(shift.current)}
        onPointerDown={(event) => (shift.current = event.shiftKey)}
        onKeyDown={(event) => (shift.current = event.shiftKey)}
        // Maj+clic would also extend the page's text selection.
        onMouseDown={(event) => event.shiftKey && event.preventDefault()}
      />
      {labelInCards && <span data-cards-only="">{label}</span>}
    </label>
  );
}
