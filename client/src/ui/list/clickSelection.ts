/**
 * Selection with click and shift-click, as in a file manager: a click toggles one row (or card)
 * and becomes the anchor; a shift-click takes every row between the anchor and this one. Shared
 * by the creations' grid and the lists with a checkbox column (selectionColumn.tsx).
 *
 * `range`: what a shift-click does to the rows between — "add" selects them all (the creations'
 * grid: a card has no checked state to follow), "follow" gives them the state the clicked row
 * takes (checkboxes, as in a mail client: shift-clicking a ticked box unticks the range).
 */
export function clickSelection(
  selected: ReadonlySet<string>,
  orderedIds: readonly string[],
  id: string,
  anchor: string | null,
  shiftKey: boolean,
  range: "add" | "follow" = "add",
): Set<string> {
  const next = new Set(selected);
  const from = anchor ? orderedIds.indexOf(anchor) : -1;
  const to = orderedIds.indexOf(id);
  if (shiftKey && from >= 0 && to >= 0) {
    const [start, end] = from < to ? [from, to] : [to, from];
    const select = range === "add" || !selected.has(id);
    for (const rangeId of orderedIds.slice(start, end + 1)) {
      if (select) next.add(rangeId);
      else next.delete(rangeId);
    }
    return next;
  }
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The header checkbox of a page: ticked when all its rows are, a dash when only some are. */
export function pageSelectionState(selected: ReadonlySet<string>, pageIds: readonly string[]): boolean | "indeterminate" {
  const ticked = pageIds.filter((id) => selected.has(id)).length;
  if (ticked === 0) return false;
  return ticked === pageIds.length ? true : "indeterminate";
}

/** The header checkbox clicked: the whole page ticked, or, when it already was, unticked; other pages' rows stay. */
export function togglePageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  const untick = pageSelectionState(selected, pageIds) === true;
  for (const id of pageIds) {
    if (untick) next.delete(id);
    else next.add(id);
  }
  return next;
}
