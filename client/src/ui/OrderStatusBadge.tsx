/**
 * An order's status as a badge (Chakra's Badge, subtle, its status's colour): a plain `<span>`
 * styled once for the console (ui/list/listParts.ts), since every row of /orders shows one.
 */
import { STATUS_BADGE_CLASS } from "./list/listParts";
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from "./orderStatus";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={STATUS_BADGE_CLASS} data-palette={ORDER_STATUS_COLORS[status]}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
