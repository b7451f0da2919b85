/**
 * The order's lines: image, name, quantity, unit price and line total. A long product name wraps
 * (anywhere, if it has no space) instead of being cut: the operator must read what to print.
 */
import { HStack, Stack, Text } from "@chakra-ui/react";
import type { OrderDetailFragment } from "../../gql/graphql";
import { formatCents } from "../../ui/format";
import { ImageWithFallback } from "../../ui/ImageWithFallback";

export function OrderItems({ items }: { items: OrderDetailFragment["items"] }) {
  return (
    <Stack gap="3">
      {items.map((item, index) => (
        <HStack key={`${item.productId}-${index}`} gap="3" align="center">
          <ImageWithFallback src={item.imageUrl} alt={item.name} boxSize="14" rounded="l2" flexShrink={0} />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {item.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {item.quantity} × {formatCents(item.unitPriceCents)}
            </Text>
          </Stack>
          <Text fontWeight="medium" whiteSpace="nowrap">
            {formatCents(item.quantity * item.unitPriceCents)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
