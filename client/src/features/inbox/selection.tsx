/** Row selection of an inbox list: a checkbox column (the lists' plain boxes, ui/list) and the header's « tout sélectionner ». */
import { useCallback, useMemo, useState } from "react";
import { SelectionCheckbox, type Column } from "../../ui/list";

export function useSelection(visibleIds: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only what is on screen stays selected (a new page or filter drops the rest).
  const current = useMemo(() => new Set(visibleIds.filter((id) => selected.has(id))), [visibleIds, selected]);
  const toggle = useCallback(
    (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const all = visibleIds.length > 0 && current.size === visibleIds.length;
  // One object while nothing changes: the list's columns are built from it (useMemo), and the
  // table's rows draw again only when their columns change (ui/list/DataRow.tsx).
  return useMemo(
    () => ({
      ids: [...current],
      has: (id: string) => current.has(id),
      toggle,
      all,
      toggleAll: () => setSelected(all ? new Set() : new Set(visibleIds)),
      clear: () => setSelected(new Set()),
    }),
    [current, toggle, all, visibleIds],
  );
}

export type Selection = ReturnType<typeof useSelection>;

/** The checkbox column: before the title in a card, « tout sélectionner » above the cards. */
export function selectionColumn<Row extends { id: string }>(selection: Selection, describe: (row: Row) => string): Column<Row> {
  return {
    key: "select",
    width: "12",
    card: "start",
    header: <SelectionCheckbox checked={selection.all} label="Tout sélectionner" onToggle={selection.toggleAll} />,
    render: (row) => <SelectionCheckbox checked={selection.has(row.id)} label={`Sélectionner ${describe(row)}`} onToggle={() => selection.toggle(row.id)} />,
  };
}
