import { SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { formatInteger } from "../../ui/format";
import { ORDER_STATUS_LABELS } from "../../ui/orderStatus";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";
import { Panel } from "../../ui/Panel";
import type { DashboardData } from "./types";

export function StatusCounts({ counts }: { counts: DashboardData["statusCounts"] | undefined }) {
  return (
    <Panel title="Commandes par statut">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {counts
          ? counts.map(({ status, count }) => (
              <Stack key={status} gap="1" role="group" data-testid="status-count" aria-label={ORDER_STATUS_LABELS[status]}>
                <OrderStatusBadge status={status} />
                <Text fontSize="xl" fontWeight="semibold">
                  {formatInteger(count)}
                </Text>
              </Stack>
            ))
          : // A badge and a figure: 52 px, the height of a loaded entry.
            Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height="13" />)}
      </SimpleGrid>
    </Panel>
  );
}
