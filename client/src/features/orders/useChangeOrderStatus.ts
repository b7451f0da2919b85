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
import { ORDER_STATUS_ENUM_LABELS } from "@atelier/domain/orderStatuses";
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
    // Said, with « Annuler » when the move may be undone (docs/undo.md); the badge already shows it.
    success: (data) => ({
      title: "Statut modifié",
      message: data.changeOrderStatus.order ? `Commande passée au statut « ${ORDER_STATUS_ENUM_LABELS[data.changeOrderStatus.order.status]} »` : undefined,
    }),
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
