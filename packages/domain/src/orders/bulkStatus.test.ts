import { ALLOWED_TRANSITIONS, ORDER_STATUSES } from "../orderStatuses";
import { BULK_ORDER_STATUSES, bulkMoveDecision, isBulkOrderStatus } from "./bulkStatus";

describe("bulkMoveDecision", () => {
  it("moves exactly the orders the one-order rule moves, except a paid order's cancellation", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of BULK_ORDER_STATUSES) {
        const decision = bulkMoveDecision(from, to);
        const allowed = ALLOWED_TRANSITIONS[from].includes(to) && !(to === "cancelled" && from !== "pending_payment");
        expect([from, to, decision.kind === "move"]).toEqual([from, to, allowed]);
      }
    }
  });

  it("names why an order stays, in the words the console prints after its short id", () => {
    expect(bulkMoveDecision("delivered", "shipped")).toEqual({ kind: "refused", code: "INVALID", reason: "déjà livrée" });
    expect(bulkMoveDecision("shipped", "shipped")).toEqual({ kind: "refused", code: "SAME_STATUS", reason: "déjà expédiée" });
    expect(bulkMoveDecision("cancelled", "shipped")).toEqual({ kind: "refused", code: "INVALID", reason: "annulée, son statut ne peut plus changer" });
    expect(bulkMoveDecision("paid", "shipped")).toEqual({ kind: "refused", code: "INVALID", reason: "payée : ne peut pas passer au statut « Expédiée »" });
    expect(bulkMoveDecision("processing", "cancelled")).toEqual({
      kind: "refused",
      code: "NOT_BULK",
      reason: "en cours : son annulation émet un avoir, à faire depuis sa page",
    });
    expect(bulkMoveDecision("pending_payment", "cancelled")).toEqual({ kind: "move" });
  });

  it("lets a shipped order take a new tracking number without moving again", () => {
    expect(bulkMoveDecision("shipped", "shipped", true)).toEqual({ kind: "tracking" });
    expect(bulkMoveDecision("delivered", "delivered", true).kind).toBe("refused");
  });

  it("never makes a refund or a payment in bulk", () => {
    expect(isBulkOrderStatus("refunded")).toBe(false);
    expect(isBulkOrderStatus("paid")).toBe(false);
    expect(isBulkOrderStatus("shipped")).toBe(true);
  });
});
