/** The columns of the orders table: plain elements with the lists' shared styles (ui/list/listParts.ts). */
import type { OrderRowFragment } from "../../gql/graphql";
import { formatDateTime, formatCents, formatInteger } from "../../ui/format";
import { CELL_TEXT, pageSelectionState, selectionColumn, type Column } from "../../ui/list";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";
import type { OrderSelection } from "./selection/useOrderSelection";

/** The customer cell's two lines (20 px each) and the cell padding: every row, loaded or not, is this tall. */
export const ORDER_ROW_HEIGHT = "14";

export const orderColumns: Column<OrderRowFragment>[] = [
  {
    key: "id",
    header: "N°",
    render: (o) => <span className={CELL_TEXT.mono}>{o.shortId}</span>,
    width: "24",
    primary: true,
  },
  {
    key: "customer",
    header: "Client",
    cardLines: 2,
    render: (o) => (
      <>
        <span className={CELL_TEXT.line}>{o.customer?.fullName ?? "—"}</span>
        <span className={`${CELL_TEXT.line} ${CELL_TEXT.secondary}`}>{o.customer?.email ?? ""}</span>
      </>
    ),
  },
  { key: "date", header: "Date", render: (o) => formatDateTime(o.createdAt), sortField: "createdAt", hideBelow: "md", width: "40" },
  { key: "items", header: "Articles", render: (o) => formatInteger(o.itemsCount), align: "end", hideBelow: "lg", width: "24" },
  { key: "total", header: "Total", render: (o) => formatCents(o.totalCents), align: "end", sortField: "total", width: "28" },
  { key: "status", header: "Statut", render: (o) => <OrderStatusBadge status={o.status} />, width: "48" },
];

/** The checkbox column (selection/): a box per order, the header's for the page shown (`pageIds`, in its order). */
export const orderSelectionColumn = ({ state, dispatch }: Pick<OrderSelection, "state" | "dispatch">, pageIds: readonly string[]): Column<OrderRowFragment> =>
  selectionColumn({
    isSelected: (o) => state.ids.has(o.id),
    onToggle: (o, shiftKey) => dispatch({ type: "click", id: o.id, pageIds, shiftKey }),
    page: pageSelectionState(state.ids, pageIds),
    onTogglePage: () => dispatch({ type: "togglePage", pageIds }),
    rowLabel: (o) => `Sélectionner la commande #${o.shortId}`,
    pageLabel: "Sélectionner toute la page",
  });
