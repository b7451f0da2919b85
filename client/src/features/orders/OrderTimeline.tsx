/** The order's story from statusHistory, newest first: to which status, when, and who. */
import { Text, Timeline } from "@chakra-ui/react";
import type { OrderDetailFragment } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";
import { personName } from "../../ui/person";

export function OrderTimeline({ history }: { history: OrderDetailFragment["statusHistory"] }) {
  if (history.length === 0) return <Text color="fg.muted">Aucun changement de statut enregistré.</Text>;
  const newestFirst = [...history].reverse();
  return (
    <Timeline.Root size="sm" aria-label="Historique des statuts">
      {newestFirst.map((entry, index) => (
        <Timeline.Item key={`${entry.changedAt}-${entry.to}-${index}`} data-testid="timeline-entry">
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator />
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>
              <OrderStatusBadge status={entry.to} />
            </Timeline.Title>
            <Timeline.Description>
              {formatDateTime(entry.changedAt)} · {personName(entry.author, entry.changedBy ? "un administrateur" : "la boutique")}
            </Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
