/**
 * Changes an order's status at once in every screen (an optimistic Apollo cache write: new
 * badge, new timeline entry, no next statuses while it is pending), then keeps the server's
 * answer. When the server refuses — a user error or a failure — Apollo drops the optimistic
 * layer, so the previous state comes back, and an error toast says why.
 */
import { useMutation } from "@apollo/client/react";
import { useAuth } from "../../app/auth/AuthContext";
import { notify } from "../../ui/notify";
import { ChangeOrderStatusDocument, type OrderDetailFragment, type OrderStatus } from "../../gql/graphql";

const STAMPS: Partial<Record<OrderStatus, "paidAt" | "shippedAt" | "deliveredAt">> = {
  PAID: "paidAt",
  SHIPPED: "shippedAt",
  DELIVERED: "deliveredAt",
};

// The generated types leave __typename out, but the cache needs it to normalise optimistic data.
const typed = <T extends object>(__typename: string, value: T): T => ({ __typename, ...value });

export function optimisticOrder(order: OrderDetailFragment, to: OrderStatus, now: string, me: { uid: string; email: string | null; fullName: string | null } | null): OrderDetailFragment {
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
  const [mutate, { loading }] = useMutation(ChangeOrderStatusDocument);

  const change = async (order: OrderDetailFragment, to: OrderStatus) => {
    try {
      const { data } = await mutate({
        variables: { input: { orderId: order.id, status: to } },
        optimisticResponse: {
          changeOrderStatus: typed("OrderPayload", {
            order: optimisticOrder(order, to, new Date().toISOString(), me),
            userErrors: [],
          }),
        },
      });
      const refusal = data?.changeOrderStatus.userErrors[0];
      if (refusal) notify.error("Changement de statut refusé", refusal.message);
    } catch (error) {
      notify.error("Changement de statut impossible", error instanceof Error ? error.message : undefined);
    }
  };

  return { change, changing: loading };
}
