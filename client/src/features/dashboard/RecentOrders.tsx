import { Flex, LinkBox, LinkOverlay, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { formatDate, formatCents } from "../../ui/format";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";
import { Panel } from "../../ui/Panel";
import type { DashboardData } from "./types";
import { orderPath, PATHS } from "../../app/paths";

export function RecentOrders({ orders }: { orders: DashboardData["recentOrders"] | undefined }) {
  return (
    <Panel title="Commandes récentes" link={{ to: PATHS.orders, label: "Voir toutes les commandes" }}>
      <Stack gap="2">
        {!orders && Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height="10" />)}
        {orders?.length === 0 && <Text color="fg.muted">Aucun résultat</Text>}
        {orders?.map((order) => (
          <LinkBox key={order.id} as="article" data-testid="recent-order" rounded="l2" px="3" py="2" _hover={{ bg: "bg.muted" }}>
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <LinkOverlay asChild fontFamily="mono" fontWeight="semibold">
                <RouterLink to={orderPath(order.id)}>#{order.shortId}</RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.muted">
                {formatDate(order.createdAt)}
              </Text>
              <Text fontWeight="medium">{formatCents(order.totalCents)}</Text>
              <OrderStatusBadge status={order.status} />
            </Flex>
          </LinkBox>
        ))}
      </Stack>
    </Panel>
  );
}
