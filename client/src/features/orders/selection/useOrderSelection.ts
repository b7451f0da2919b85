/**
 * The /orders list's selection (orderSelectionState.ts) bound to the screen: it starts again when
 * the filter changes, and « Sélectionner les N commandes correspondantes » asks the API for the
 * matching ids (Query.orderSelection, 250 a call, at most 500), in the list's order.
 */
import { useApolloClient } from "@apollo/client/react";
import { useReducer, useState } from "react";
import { OrderSelectionDocument, type OrderFilter, type OrderSelectionQuery, type OrderSort } from "../../../gql/graphql";
import { BULK_ORDER_LIMIT } from "@atelier/domain/orders/bulkStatus";
import { errorText } from "../../../ui/errorText";
import { notify } from "../../../ui/notify";
import { emptySelection, orderSelectionReducer, type OrderSelectionAction, type OrderSelectionState } from "./orderSelectionState";

type Reset = { type: "reset"; filterKey: string };

const reducer = (state: OrderSelectionState, action: OrderSelectionAction | Reset) =>
  action.type === "reset" ? emptySelection(action.filterKey) : orderSelectionReducer(state, action);

export function useOrderSelection(filter: OrderFilter, orderBy: OrderSort) {
  const filterKey = JSON.stringify(filter);
  const [stored, dispatch] = useReducer(reducer, filterKey, emptySelection);
  // Reset while rendering, not in an effect: the new list never shows the old filter's ticks.
  const state = stored.filterKey === filterKey ? stored : emptySelection(filterKey);
  if (stored.filterKey !== filterKey) dispatch({ type: "reset", filterKey });

  const client = useApolloClient();
  const [selectingMatching, setSelectingMatching] = useState(false);
  const selectionPage = async (after: string | null) => {
    const { data } = await client.query({ query: OrderSelectionDocument, variables: { filter, orderBy, after }, fetchPolicy: "network-only" });
    if (!data) throw new Error("Sélection impossible");
    return data.orderSelection;
  };
  const selectMatching = async () => {
    setSelectingMatching(true);
    try {
      // 250 ids a call (each under half the API's ceiling): two calls make the 500 of a selection.
      const ids: string[] = [];
      let after: string | null = null;
      let matching = { totalCount: 0, truncated: false };
      do {
        const page: OrderSelectionQuery["orderSelection"] = await selectionPage(after);
        ids.push(...page.ids);
        matching = { totalCount: page.totalCount, truncated: page.truncated };
        after = page.next ?? null;
      } while (after !== null && ids.length < BULK_ORDER_LIMIT);
      dispatch({ type: "selectMatching", filterKey, ids: ids.slice(0, BULK_ORDER_LIMIT), matching });
    } catch (error) {
      notify.error("Sélection impossible", errorText(error, "Les commandes correspondantes n’ont pas pu être sélectionnées. Réessayez."));
    } finally {
      setSelectingMatching(false);
    }
  };

  return { state, dispatch, selectMatching, selectingMatching };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
