/** The order's lines: image, name, quantity, unit price and line total. */
import { HStack, Stack, Text } from "@chakra-ui/react";
import type { OrderDetailFragment } from "../../gql/graphql";
import { formatEuro } from "../../ui/format";
import { ImageWithFallback } from "../../ui/ImageWithFallback";

export function OrderItems({ items }: { items: OrderDetailFragment["items"] }) {
  return (
    <Stack gap="3">
      {items.map((item, index) => (
        <HStack key={`${item.productId}-${index}`} gap="3" align="center">
          <ImageWithFallback src={item.imageUrl} alt={item.name} boxSize="14" rounded="l2" flexShrink={0} />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium" truncate>
              {item.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {item.quantity} × {formatEuro(item.unitPrice)}
            </Text>
          </Stack>
          <Text fontWeight="medium">{formatEuro(item.quantity * item.unitPrice)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
