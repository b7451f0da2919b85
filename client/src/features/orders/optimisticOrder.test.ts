import type { OrderDetailFragment } from "../../gql/graphql";
import { optimisticOrder } from "./useChangeOrderStatus";

jest.mock("../../app/auth/AuthContext", () => ({ useAuth: jest.fn() }));
jest.mock("../../ui/notify", () => ({ notify: {} }));

const order = {
  id: "abc",
  status: "PROCESSING",
  paidAt: "2026-03-01T10:00:00.000Z",
  shippedAt: null,
  statusHistory: [{ to: "PAID", changedAt: "2026-03-01T10:00:00.000Z", changedBy: null, author: null }],
  allowedNextStatuses: ["SHIPPED", "CANCELLED", "REFUNDED"],
} as unknown as OrderDetailFragment;
const me = { uid: "u1", email: "camille@atelier.test", fullName: "Camille Martin" };
const NOW = "2026-03-02T08:00:00.000Z";

describe("changement de statut affiché tout de suite", () => {
  it("change le badge, ajoute l'entrée en fin d'historique et date l'expédition", () => {
    const next = optimisticOrder(order, "SHIPPED", NOW, me);
    expect(next).toMatchObject({ status: "SHIPPED", updatedAt: NOW, shippedAt: NOW, paidAt: order.paidAt, allowedNextStatuses: [] });
    expect(next.statusHistory).toHaveLength(2);
    expect(next.statusHistory[1]).toMatchObject({ to: "SHIPPED", changedAt: NOW, changedBy: "u1", author: { fullName: "Camille Martin" } });
  });

  it("ne touche à aucune date de statut pour une annulation", () => {
    const next = optimisticOrder(order, "CANCELLED", NOW, me);
    expect(next.shippedAt).toBeNull();
    expect(next.paidAt).toBe(order.paidAt);
  });
});
