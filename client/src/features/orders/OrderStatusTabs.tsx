/** The status tabs of /orders: 'Toutes' and the seven statuses, each with its count. */
import { Badge, Skeleton, Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { OrderStatusCountsQuery } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "../../ui/orderStatus";

const ALL = "ALL";

/**
 * Room for a status's count up to « 9 999 », and for the total of « Toutes » up to « 99 999 »
 * (tabular figures): a tab keeps its width when its count arrives.
 */
const countWidth = (value: string) => (value === ALL ? "52px" : "44px");

type Props = {
  status: string;
  counts: OrderStatusCountsQuery["orderStatusCounts"] | undefined;
  onChange: (status: string) => void;
  /** What the selected tab shows (the filtered list): its panel, which the tab controls. */
  children: ReactNode;
};

export function OrderStatusTabs({ status, counts, onChange, children }: Props) {
  const countOf = (s: string) => counts?.find((c) => c.status === s)?.count;
  const total = counts?.reduce((sum, c) => sum + c.count, 0);
  const tabs = [{ value: ALL, label: "Toutes", count: total }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s], count: countOf(s) }))];

  return (
    <Tabs.Root value={status || ALL} onValueChange={(details) => onChange(details.value === ALL ? "" : details.value)} variant="line" size="sm">
      {/* Eight tabs with their counts: one line that never wraps, each count in a slot of fixed
          width whether it is loaded or not, so nothing moves when the counts arrive (issue 25: the
          tabs wrapped at 1,440 px and the list jumped 35 px). They fit at 1,400 px with the
          sidebar (e2e/orders.test.ts); narrower, the bar scrolls sideways, never the page. */}
      <Tabs.List flexWrap="nowrap" overflowX="auto" overflowY="hidden" aria-label="Statut des commandes">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0} px="1.5" gap="1">
            {tab.label}
            {tab.count === undefined ? (
              <Skeleton as="span" display="inline-block" height="4" minW={countWidth(tab.value)} />
            ) : (
              <Badge
                size="sm"
                variant="subtle"
                minW={countWidth(tab.value)}
                px="1"
                justifyContent="center"
                fontVariantNumeric="tabular-nums"
                letterSpacing="-0.01em"
              >
                {formatInteger(tab.count)}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={status || ALL} pt="4">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
