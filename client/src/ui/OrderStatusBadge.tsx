import { Badge } from "@chakra-ui/react";
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from "./orderStatus";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={ORDER_STATUS_COLORS[status]} variant="subtle">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
