/** The columns of the orders table. */
import { Stack, Text } from "@chakra-ui/react";
import type { OrderRowFragment } from "../../gql/graphql";
import { formatDateTime, formatEuro, formatInteger } from "../../ui/format";
import type { Column } from "../../ui/list";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";

export const orderColumns: Column<OrderRowFragment>[] = [
  { key: "id", header: "N°", render: (o) => <Text fontFamily="mono" fontWeight="medium">{o.shortId}</Text> },
  {
    key: "customer",
    header: "Client",
    render: (o) => (
      <Stack gap="0">
        <Text>{o.customer?.fullName ?? "—"}</Text>
        <Text fontSize="xs" color="fg.muted">
          {o.customer?.email ?? ""}
        </Text>
      </Stack>
    ),
  },
  { key: "date", header: "Date", render: (o) => formatDateTime(o.createdAt), sortField: "createdAt", hideBelow: "md" },
  { key: "items", header: "Articles", render: (o) => formatInteger(o.itemsCount), align: "end", hideBelow: "lg" },
  { key: "total", header: "Total", render: (o) => formatEuro(o.total), align: "end", sortField: "total" },
  { key: "status", header: "Statut", render: (o) => <OrderStatusBadge status={o.status} /> },
];
