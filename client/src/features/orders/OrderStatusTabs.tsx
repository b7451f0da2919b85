/** The status tabs of /orders: 'Toutes' and the seven statuses, each with its count. */
import { Badge, Tabs } from "@chakra-ui/react";
import type { OrderStatusCountsQuery } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "../../ui/orderStatus";

const ALL = "ALL";

type Props = {
  status: string;
  counts: OrderStatusCountsQuery["orderStatusCounts"] | undefined;
  onChange: (status: string) => void;
};

export function OrderStatusTabs({ status, counts, onChange }: Props) {
  const countOf = (s: string) => counts?.find((c) => c.status === s)?.count;
  const total = counts?.reduce((sum, c) => sum + c.count, 0);
  const tabs = [{ value: ALL, label: "Toutes", count: total }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s], count: countOf(s) }))];

  return (
    <Tabs.Root
      value={status || ALL}
      onValueChange={(details) => onChange(details.value === ALL ? "" : details.value)}
      variant="line"
      size="sm"
      mb="4"
    >
      <Tabs.List overflowX="auto" aria-label="Statut des commandes">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
            {tab.label}
            {tab.count !== undefined && (
              <Badge size="sm" variant="subtle" ms="1">
                {formatInteger(tab.count)}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
