/**
 * What the /orders list has ticked, as plain data and transitions (tested alone): the ids, across
 * pages (a cursor page holds 25 to 100 orders; the operator ticks on one, moves on, ticks more),
 * the anchor of Maj+clic, and whether « Sélectionner les N commandes correspondantes » made it.
 * Bound to one filter: another status tab, search or period starts from nothing, since the ticked
 * orders would mostly be out of sight (a new sort or page size keeps them: same orders).
 */
import { clickSelection, togglePageSelection } from "../../../ui/list";

export type MatchingSelection = {
  /** How many orders the filter matched when they were selected. */
  totalCount: number;
  /** More matched than one bulk action takes (BULK_ORDER_LIMIT): the first ones were selected. */
  truncated: boolean;
};

export type OrderSelectionState = {
  /** The filter the selection belongs to (serialised OrderFilter). */
  filterKey: string;
  ids: ReadonlySet<string>;
  /** The last box clicked, where a Maj+clic range starts. */
  anchor: string | null;
  /** Set by « Sélectionner les N commandes correspondantes », dropped by any other change. */
  matching: MatchingSelection | null;
};

export type OrderSelectionAction =
  | { type: "click"; id: string; pageIds: readonly string[]; shiftKey: boolean }
  | { type: "togglePage"; pageIds: readonly string[] }
  | { type: "selectMatching"; filterKey: string; ids: readonly string[]; matching: MatchingSelection }
  | { type: "clear" }
  /** After a bulk change: only these stay ticked (the orders it left as they were). */
  | { type: "keepOnly"; ids: readonly string[] };

export const emptySelection = (filterKey: string): OrderSelectionState => ({ filterKey, ids: new Set(), anchor: null, matching: null });

export function orderSelectionReducer(state: OrderSelectionState, action: OrderSelectionAction): OrderSelectionState {
  switch (action.type) {
    case "click": {
      const ids = clickSelection(state.ids, action.pageIds, action.id, state.anchor, action.shiftKey, "follow");
      // A range keeps its start, so that the next Maj+clic still reaches back to it.
      const anchor = action.shiftKey && state.anchor && action.pageIds.includes(state.anchor) ? state.anchor : action.id;
      return { ...state, ids, anchor, matching: null };
    }
    case "togglePage":
      return { ...state, ids: togglePageSelection(state.ids, action.pageIds), matching: null };
    case "selectMatching":
      // An answer for a filter the operator has since left selects nothing.
      if (action.filterKey !== state.filterKey) return state;
      return { ...state, ids: new Set(action.ids), anchor: null, matching: action.matching };
    case "clear":
      return emptySelection(state.filterKey);
    case "keepOnly": {
      const keep = new Set(action.ids);
      return { ...state, ids: new Set([...state.ids].filter((id) => keep.has(id))), matching: null };
    }
  }
}

/**
 * « Sélectionner les N commandes correspondantes » is offered once the whole page is ticked and
 * more orders match than are ticked — unless that link has just been followed.
 */
export function offersMatching(state: OrderSelectionState, pageIds: readonly string[], totalCount: number | undefined): boolean {
  return state.matching === null && totalCount !== undefined && pageIds.length > 0 && pageIds.every((id) => state.ids.has(id)) && totalCount > state.ids.size;
}
