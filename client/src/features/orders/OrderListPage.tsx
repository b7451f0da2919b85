/** /orders — 'Gestion des Commandes': status tabs with counts, filters in the URL, cursor pages, CSV export. */
import { HStack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { OrderListDocument, OrderStatusCountsDocument } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { ConnectionPagination, DataTable, formatSort, parseSort, useCursorStack, useListParams, useLoadToasts } from "../../ui/list";
import { listLoadErrorMessage } from "../../ui/loadErrors";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { ExportOrdersButton } from "./ExportOrdersButton";
import { ORDER_ROW_HEIGHT, orderColumns } from "./orderColumns";
import { OrderFilters } from "./OrderFilters";
import { DEFAULT_ORDER_SORT, exportQuery, orderFilter, orderSort, ORDER_LIST_DEFAULTS } from "./orderListParams";
import { OrderStatusTabs } from "./OrderStatusTabs";

const LOAD_FAILED = "Impossible de charger les commandes";

const ordersLabel = (n: number) => `${formatInteger(n)} commande${n > 1 ? "s" : ""}`;

export default function OrderListPage({ title }: PageProps) {
  const navigate = useNavigate();
  const { params, setParams, pageSize, setPageSize } = useListParams(ORDER_LIST_DEFAULTS);
  const pages = useCursorStack(JSON.stringify({ params, pageSize }));
  const list = useQuery(OrderListDocument, {
    variables: { first: pageSize, after: pages.after, filter: orderFilter(params), orderBy: orderSort(params) },
    notifyOnNetworkStatusChange: true,
  });
  const counts = useQuery(OrderStatusCountsDocument, { variables: { filter: orderFilter(params, { withStatus: false }) } });
  const connection = (list.data ?? list.previousData)?.orders;
  const errorMessage = list.error ? listLoadErrorMessage(list.error, LOAD_FAILED) : null;

  useLoadToasts("Commandes chargées", ordersLabel, connection?.totalCount, list.error, LOAD_FAILED);

  return (
    <>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <PageHeader title={title} description={connection && ordersLabel(connection.totalCount)} descriptionPending={list.loading} />
        <ExportOrdersButton query={exportQuery(params)} expectedRows={connection?.totalCount} />
      </HStack>
      <OrderStatusTabs status={params.status} counts={counts.data?.orderStatusCounts} onChange={(status) => setParams({ status })}>
        <OrderFilters params={params} onChange={setParams} />
        <DataTable
          label="Commandes"
          columns={orderColumns}
          rows={connection?.edges.map((e) => e.node)}
          rowKey={(o) => o.id}
          loading={list.loading}
          error={errorMessage}
          onRetry={() => void list.refetch()}
          sort={parseSort(params.sort, DEFAULT_ORDER_SORT)}
          onSortChange={(sort) => setParams({ sort: formatSort(sort) })}
          rowHeight={ORDER_ROW_HEIGHT}
          skeletonRows={pageSize}
          onRowClick={(o) => navigate(`/orders/${o.id}`)}
        />
        {!errorMessage && (
          <ConnectionPagination pages={pages} connection={connection} pageSize={pageSize} onPageSizeChange={setPageSize} loading={list.loading} />
        )}
      </OrderStatusTabs>
    </>
  );
}

