/** Reprints in the aggregates (docs/reprints.md): no revenue, no paid order, counted per product with their cost. */
import { applyDelta, emptyStats, orderDelta, type OrderFacts } from "../dashboardStats";
import { reprintShares } from "../finances/figures";
import { financeReport } from "../finances/report";
import { afterRepair, compareStats, figures } from "../statsDrift";

const sale: OrderFacts = {
  status: "delivered",
  total: 54.9,
  createdAt: "2026-03-10T10:00:00.000Z",
  paidAt: "2026-03-10T10:05:00.000Z",
  deliveryMethodId: "colissimo",
  items: [
    { productId: "mug", quantity: 2, unitPrice: 12.5 },
    { productId: "poster", quantity: 1, unitPrice: 24.9 },
  ],
};

const reprint: OrderFacts = {
  status: "paid",
  total: 0,
  createdAt: "2026-03-12T09:00:00.000Z",
  paidAt: "2026-03-12T09:00:00.000Z",
  deliveryMethodId: "colissimo",
  items: [{ productId: "mug", quantity: 1, unitPrice: 0, originalUnitPrice: 12.5 }],
  reprintOf: "ord-1",
};

const statsOf = (...orders: OrderFacts[]) => orders.reduce((stats, order) => applyDelta(stats, orderDelta(null, order)), emptyStats());

describe("une réimpression dans les agrégats", () => {
  it("compte dans son statut et les commandes du jour, jamais dans le chiffre d’affaires ni les commandes payées", () => {
    expect(orderDelta(null, reprint)).toEqual({
      global: { ordersByStatus: { paid: 1 } },
      days: { "2026-03-12": { orders: 1, reprintsByProduct: { mug: { cents: 1250, orders: 1, units: 1 } } } },
    });
  });

  it("la vente compte ses unités par produit, à côté de son chiffre d’affaires", () => {
    const day = statsOf(sale).days["2026-03-10"]!;
    expect(day.byProduct).toEqual({ mug: { cents: 2500, orders: 1, units: 2 }, poster: { cents: 2490, orders: 1, units: 1 } });
    expect(day.byMethod).toEqual({ colissimo: { cents: 5490, orders: 1 } });
  });

  it("annulée, elle quitte les réimpressions par produit ; expédiée, elle y reste", () => {
    expect(orderDelta(reprint, { ...reprint, status: "shipped" })).toEqual({ global: { ordersByStatus: { paid: -1, shipped: 1 } }, days: {} });
    expect(orderDelta(reprint, { ...reprint, status: "cancelled" })).toEqual({
      global: { ordersByStatus: { paid: -1, cancelled: 1 } },
      days: { "2026-03-12": { reprintsByProduct: { mug: { cents: -1250, orders: -1, units: -1 } } } },
    });
  });

  it("/finances : chiffre d’affaires inchangé, réimprimés, vendus, taux et coût par produit", () => {
    const period = { from: "2026-03-01", to: "2026-03-31" };
    const withReprint = financeReport(statsOf(sale, reprint).days, period, 20);
    const without = financeReport(statsOf(sale).days, period, 20);
    expect(withReprint.current).toEqual(without.current);
    expect(withReprint.revenueByProduct).toEqual(without.revenueByProduct);
    expect(withReprint.reprintsByProduct).toEqual([{ id: "mug", reprintedUnits: 1, soldUnits: 2, rate: 0.5, costCents: 1250 }]);
    expect(without.reprintsByProduct).toEqual([]);
  });

  it("un produit réimprimé sans vente sur la période n’a pas de taux ; le plus réimprimé d’abord", () => {
    const days = statsOf(
      reprint,
      { ...reprint, items: [{ productId: "poster", quantity: 1, unitPrice: 0, originalUnitPrice: 24.9 }] },
      {
        ...reprint,
        items: [{ productId: null, quantity: 3, unitPrice: 0, originalUnitPrice: 5 }],
      },
    ).days;
    expect(reprintShares(days, { from: "2026-03-12", to: "2026-03-12" })).toEqual([
      { id: null, reprintedUnits: 3, soldUnits: 0, rate: null, costCents: 1500 },
      { id: "poster", reprintedUnits: 1, soldUnits: 0, rate: null, costCents: 2490 },
      { id: "mug", reprintedUnits: 1, soldUnits: 0, rate: null, costCents: 1250 },
    ]);
  });

  it("la vérification compare aussi les unités et sait les réparer", () => {
    const truth = statsOf(sale, reprint);
    const stored = statsOf(sale);
    expect(figures(truth)).toContainEqual({ path: ["days", "2026-03-12", "reprintsByProduct", "mug", "units"], value: 1 });
    const drifts = compareStats(stored, truth);
    expect(drifts).toContainEqual({ path: ["days", "2026-03-12", "reprintsByProduct", "mug", "units"], stored: 0, truth: 1, drift: 1 });
    expect(compareStats(afterRepair(stored, drifts), truth)).toEqual([]);
  });
});
