/**
 * Changes an order's status at once in every screen (an optimistic Apollo cache write: new
 * badge, new timeline entry, no next statuses while it is pending), then keeps the server's
 * answer. When the server refuses — a user error or a failure — Apollo drops the optimistic
 * layer, so the previous state comes back, and an error toast says why.
 */
import { useAuth } from "../../app/auth/AuthContext";
import { ChangeOrderStatusDocument, type OrderDetailFragment, type OrderStatus } from "../../gql/graphql";
import { typed } from "../../ui/mutation/typename";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { ENTITY_HISTORY } from "../audit/auditLogParams";

const STAMPS: Partial<Record<OrderStatus, "paidAt" | "shippedAt" | "deliveredAt">> = {
  PAID: "paidAt",
  SHIPPED: "shippedAt",
  DELIVERED: "deliveredAt",
};

export function optimisticOrder(
  order: OrderDetailFragment,
  to: OrderStatus,
  now: string,
  me: { uid: string; email: string | null; fullName: string | null } | null,
): OrderDetailFragment {
  const stamp = STAMPS[to];
  return typed("Order", {
    ...order,
    status: to,
    updatedAt: now,
    ...(stamp ? { [stamp]: now } : {}),
    allowedNextStatuses: [],
    statusHistory: [
      ...order.statusHistory,
      typed("StatusChange", {
        to,
        changedAt: now,
        changedBy: me?.uid ?? null,
        author: me ? typed("User", { id: me.uid, email: me.email, fullName: me.fullName }) : null,
      }),
    ],
  });
}

export function useChangeOrderStatus() {
  const { state } = useAuth();
  const me = state.status === "admin" ? state.user : null;
  const { run } = useAdminMutation(ChangeOrderStatusDocument, {
    payload: (data) => data.changeOrderStatus,
    refusal: "Changement de statut refusé",
    failure: "Changement de statut impossible",
    refetchQueries: [ENTITY_HISTORY],
  });

  const change = (order: OrderDetailFragment, to: OrderStatus) =>
    run({
      variables: { input: { orderId: order.id, status: to } },
      optimisticResponse: {
        changeOrderStatus: typed("OrderPayload", {
          order: optimisticOrder(order, to, new Date().toISOString(), me),
          userErrors: [],
        }),
      },
    });

  return { change };
}
