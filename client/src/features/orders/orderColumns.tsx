/** The columns of the orders table. */
import { Stack, Text } from "@chakra-ui/react";
import type { OrderRowFragment } from "../../gql/graphql";
import { formatDateTime, formatCents, formatInteger } from "../../ui/format";
import type { Column } from "../../ui/list";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";

/** The customer cell's two lines (20 px each) and the cell padding: every row, loaded or not, is this tall. */
export const ORDER_ROW_HEIGHT = "14";

export const orderColumns: Column<OrderRowFragment>[] = [
  {
    key: "id",
    header: "N°",
    render: (o) => (
      <Text fontFamily="mono" fontWeight="medium">
        {o.shortId}
      </Text>
    ),
    width: "24",
    primary: true,
  },
  {
    key: "customer",
    header: "Client",
    cardLines: 2,
    render: (o) => (
      <Stack gap="0">
        <Text truncate>{o.customer?.fullName ?? "—"}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {o.customer?.email ?? ""}
        </Text>
      </Stack>
    ),
  },
  { key: "date", header: "Date", render: (o) => formatDateTime(o.createdAt), sortField: "createdAt", hideBelow: "md", width: "40" },
  { key: "items", header: "Articles", render: (o) => formatInteger(o.itemsCount), align: "end", hideBelow: "lg", width: "24" },
  { key: "total", header: "Total", render: (o) => formatCents(o.totalCents), align: "end", sortField: "total", width: "28" },
  { key: "status", header: "Statut", render: (o) => <OrderStatusBadge status={o.status} />, width: "48" },
];
