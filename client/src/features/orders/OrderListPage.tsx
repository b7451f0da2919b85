/** /orders — « Gestion des Commandes »: status tabs with counts, saved views, filters in the URL, cursor pages, CSV export and tracking import; ticked orders change status or print their packing slips together (docs/bulk-orders.md). */
import { HStack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { auth } from "../../app/firebase";
import { OrderListDocument, OrderStatusCountsDocument } from "../../gql/graphql";
import { ExportCsvButton } from "../../ui/export/ExportCsvButton";
import { formatInteger } from "../../ui/format";
import { ConnectionPagination, DataTable, formatSort, parseSort, useConnectionList, useRowPrefetch } from "../../ui/list";
import { PageHeader } from "../../ui/PageHeader";
import { NewRecordsNotice } from "../live/NewRecordsNotice";
import type { PageProps } from "../../ui/pageProps";
import { ORDER_ROW_HEIGHT, orderColumns, orderSelectionColumn } from "./orderColumns";
import { OrderFilters } from "./OrderFilters";
import { DEFAULT_ORDER_SORT, exportQuery, orderFilter, orderSort, ORDER_LIST_DEFAULTS } from "./orderListParams";
import { OrderStatusTabs } from "./OrderStatusTabs";
import { ImportTrackingButton } from "./trackingImport/ImportTrackingButton";
import { orderPath } from "../../app/paths";
import { useOrderSelection } from "./selection/useOrderSelection";
import { SavedViewBarAfterPaint } from "../saved-views/SavedViewBarAfterPaint";
import { useVisibleColumns } from "../saved-views/useVisibleColumns";
import { useOrderViewCounts } from "../saved-views/useViewCounts";
import { LateFilterNotice } from "../work-queues/LateFilterNotice";
import { useCan } from "../../app/auth/AuthContext";
import { WhenIdle } from "../../ui/WhenIdle";
import { lazy, Suspense, useMemo } from "react";

// The bar of the ticked orders and its actions (statuses, packing slips): a chunk of its own, asked
// for once the list has painted; it sits after the list, so its coming moves nothing (issue 34).
const OrderSelectionBar = lazy(() => import("./selection/OrderSelectionBar").then((m) => ({ default: m.OrderSelectionBar })));

/** The order page's chunk (the module routes.tsx loads lazily) and its `prefetch`, when a row is pointed at. */
const loadOrderPage = () => import("./OrderDetailPage");

const newOrdersLabel = (n: number) => (n > 1 ? `${formatInteger(n)} nouvelles commandes` : "1 nouvelle commande");
const ordersLabel = (n: number) => `${formatInteger(n)} commande${n > 1 ? "s" : ""}`;

export default function OrderListPage({ title }: PageProps) {
  const can = useCan();
  // The detail's chunk and queries, when a row is pointed at or focused (orderPrefetch.ts).
  const prefetchOrder = useRowPrefetch(loadOrderPage, can);
  const list = useConnectionList(OrderListDocument, {
    params: ORDER_LIST_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: orderFilter(params), orderBy: orderSort(params) }),
    connection: (data) => data.orders,
    loadFailed: "Impossible de charger les commandes",
    toasts: { loaded: "Commandes chargées", count: ordersLabel },
  });
  const { params, setParams, connection } = list;
  const counts = useQuery(OrderStatusCountsDocument, { variables: { filter: orderFilter(params, { withStatus: false }) } });
  // Ticked orders, across pages, for one filter (selection/).
  const selection = useOrderSelection(orderFilter(params), orderSort(params));
  const pageIds = useMemo(() => list.rows?.map((o) => o.id) ?? [], [list.rows]);
  // The column picker's choice (`cols`, saved-views/).
  const shownColumns = useVisibleColumns(orderColumns);
  // Ticking is for the bulk bar (statuses, slips): FULFILMENT's work (docs/roles.md). The column is
  // made again only when the ticks or the page change: the rows compare their columns (DataRow).
  const ticking = can("FULFILMENT");
  const { state: ticked, dispatch } = selection;
  const columns = useMemo(
    () => (ticking ? [orderSelectionColumn({ state: ticked, dispatch }, pageIds), ...shownColumns] : shownColumns),
    [ticking, ticked, dispatch, pageIds, shownColumns],
  );

  return (
    <>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <PageHeader title={title} description={connection && ordersLabel(connection.totalCount)} descriptionPending={list.loading} />
        {can("FULFILMENT") && <ImportTrackingButton />}
        {/* The file lists personal data: PERSONAL_DATA, as the server's /export declares it (docs/roles.md). */}
        {can("PERSONAL_DATA") && (
          <ExportCsvButton
            label="Exporter CSV"
            url={`/export/orders.csv?${exportQuery(params)}`}
            fallbackName="commandes.csv"
            idToken={async () => auth.currentUser?.getIdToken()}
            done={(rows) => `${formatInteger(rows)} commandes exportées.`}
            expectedRows={connection?.totalCount}
          />
        )}
      </HStack>
      <SavedViewBarAfterPaint screen="ORDERS" columns={orderColumns} useCounts={useOrderViewCounts} />
      <LateFilterNotice queue="ordersPaidUnshipped" detail={"Payées ou en cours, payées il y a plus de 48 h\u00a0: les plus anciennes d’abord."} />
      <OrderStatusTabs status={params.status} counts={counts.data?.orderStatusCounts} onChange={(status) => setParams({ status })}>
        <OrderFilters params={params} onChange={setParams} />
        <NewRecordsNotice kind="order" label={newOrdersLabel} onShow={() => Promise.all([list.retry(), counts.refetch()])} />
        <DataTable
          label="Commandes"
          columns={columns}
          rowSelected={(o) => selection.state.ids.has(o.id)}
          rows={list.rows}
          rowKey={(o) => o.id}
          loading={list.loading}
          error={list.errorMessage}
          onRetry={list.retry}
          sort={parseSort(params.sort, DEFAULT_ORDER_SORT)}
          onSortChange={(sort) => setParams({ sort: formatSort(sort) })}
          rowHeight={ORDER_ROW_HEIGHT}
          skeletonRows={list.pageSize}
          rowLink={(o) => ({ to: orderPath(o.id) })}
          prefetchRow={prefetchOrder}
        />
        {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
      </OrderStatusTabs>
      {can("FULFILMENT") && (
        <WhenIdle>
          <Suspense fallback={null}>
            <OrderSelectionBar selection={selection} pageIds={pageIds} totalCount={connection?.totalCount} />
          </Suspense>
        </WhenIdle>
      )}
    </>
  );
}
