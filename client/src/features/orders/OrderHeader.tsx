/**
 * The head of an order's page: « Commande ABC123 », its status, its total and dates. Drawn from
 * what the list already knows (OrderRow, in the Apollo cache) the moment a row is clicked, then
 * from the whole order: the same element both times, so nothing moves when the rest arrives.
 */
import { Badge, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { OrderDetailFragment } from "../../gql/graphql";
import { formatCents, formatDateTime } from "../../ui/format";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";

/** What the list's row has (OrderRow); the dates after creation come with the whole order. */
export type OrderHeadFields = Pick<OrderDetailFragment, "shortId" | "status" | "totalCents" | "createdAt"> &
  Partial<Pick<OrderDetailFragment, "paidAt" | "shippedAt" | "deliveredAt">>;

type Props = {
  order: OrderHeadFields;
  /** Refunded so far (its cents), known with the whole order only. */
  refundedCents?: number;
  /** Under the dates: the reprints' links. */
  children?: ReactNode;
};

export function OrderHeader({ order, refundedCents = 0, children }: Props) {
  // Refunded whole, the status says it (« Remboursée »).
  const partlyRefunded = refundedCents > 0 && refundedCents < order.totalCents;
  return (
    <Stack gap="1" minW="0">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          Commande {order.shortId}
        </Heading>
        <OrderStatusBadge status={order.status} />
        {partlyRefunded && (
          <Badge colorPalette="orange" variant="subtle">
            Partiellement remboursée
          </Badge>
        )}
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {formatCents(order.totalCents)} · créée le {formatDateTime(order.createdAt)}
        {order.paidAt && ` · payée le ${formatDateTime(order.paidAt)}`}
        {order.shippedAt && ` · expédiée le ${formatDateTime(order.shippedAt)}`}
        {order.deliveredAt && ` · livrée le ${formatDateTime(order.deliveredAt)}`}
        {partlyRefunded && ` · Remboursé\u00a0: ${formatCents(refundedCents)}`}
      </Text>
      {children}
    </Stack>
  );
}
