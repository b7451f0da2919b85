import { applyDelta, emptyStats, orderDelta, transactionDelta, userDelta, type OrderFacts, type Stats } from "./dashboardStats";
import { afterRepair, compareStats, figures, repairDelta, stableDrifts } from "./statsDrift";

const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  status: "paid",
  total: 10,
  createdAt: "2026-03-10T10:00:00.000Z",
  paidAt: null,
  items: [{ productId: "poster", quantity: 2, unitPrice: 4 }],
  deliveryMethodId: "colissimo",
  ...over,
});

/** Stats holding the given writes (each a delta from nothing). */
function statsOf(...deltas: ReturnType<typeof orderDelta>[]): Stats {
  const stats = emptyStats();
  for (const d of deltas) applyDelta(stats, d);
  return stats;
}

describe("vérification des agrégats : l'arithmétique des écarts", () => {
  it("aucun écart quand les chiffres stockés égalent ceux des données", () => {
    const truth = statsOf(orderDelta(null, order()), userDelta(null, { createdAt: "2026-03-10T09:00:00.000Z" }));
    expect(compareStats(structuredClone(truth), truth)).toEqual([]);
  });

  it("un double comptage (la course du seed) donne un écart de −n sur chaque chiffre doublé", () => {
    const truth = statsOf(orderDelta(null, order()));
    const doubled = statsOf(orderDelta(null, order()), orderDelta(null, order()));
    const drifts = compareStats(doubled, truth);
    expect(drifts).toContainEqual({ path: ["global", "ordersByStatus", "paid"], stored: 2, truth: 1, drift: -1 });
    expect(drifts).toContainEqual({ path: ["days", "2026-03-10", "revenueCents"], stored: 2000, truth: 1000, drift: -1000 });
    expect(drifts).toContainEqual({ path: ["days", "2026-03-10", "byProduct", "poster", "cents"], stored: 1600, truth: 800, drift: -800 });
    expect(drifts).toContainEqual({ path: ["days", "2026-03-10", "byMethod", "colissimo", "orders"], stored: 2, truth: 1, drift: -1 });
    // Every drifted figure is listed, each once.
    expect(drifts).toHaveLength(figures(truth).length);
  });

  it("un chiffre absent d'un côté compte pour 0 : un jour manquant ou en trop est un écart", () => {
    const truth = statsOf(orderDelta(null, order({ createdAt: "2026-03-11T10:00:00.000Z" })));
    const stored = statsOf(orderDelta(null, order()));
    const drifts = compareStats(stored, truth);
    expect(drifts).toContainEqual({ path: ["days", "2026-03-10", "orders"], stored: 1, truth: 0, drift: -1 });
    expect(drifts).toContainEqual({ path: ["days", "2026-03-11", "orders"], stored: 0, truth: 1, drift: 1 });
  });

  it("la réparation est faite d'incréments (réel − stocké) qui amènent exactement aux données", () => {
    const truth = statsOf(
      orderDelta(null, order()),
      orderDelta(null, order({ status: "refunded", total: 25 })),
      transactionDelta(null, { type: "REFUND", status: "SUCCEEDED", amount: -25, credits: 0, orderId: "o2", createdAt: "2026-03-12T10:00:00.000Z" }),
    );
    const stored = statsOf(orderDelta(null, order()), orderDelta(null, order()), orderDelta(null, order({ createdAt: "2026-02-01T10:00:00.000Z" })));
    const drifts = compareStats(stored, truth);
    const delta = repairDelta(drifts);
    expect(delta.global.ordersByStatus).toEqual({ paid: -2, refunded: 1 });
    expect(delta.days["2026-03-12"]).toEqual({ refunds: 1, refundedCents: 2500 });
    expect(compareStats(afterRepair(stored, drifts), truth)).toEqual([]);
  });

  it("un incrément de réparation s'ajoute à celui d'un déclencheur concurrent sans l'écraser", () => {
    const truth = statsOf(orderDelta(null, order()));
    const stored = emptyStats(); // the trigger has not run yet: drift +1
    const repair = repairDelta(compareStats(stored, truth));
    // Meanwhile a new order's trigger adds its own increment; both commute.
    const concurrent = orderDelta(null, order({ createdAt: "2026-03-10T18:00:00.000Z" }));
    const final = applyDelta(applyDelta(emptyStats(), concurrent), repair);
    const expected = statsOf(orderDelta(null, order()), concurrent);
    expect(compareStats(final, expected)).toEqual([]);
  });

  it("seuls les écarts identiques aux deux passes sont réparés (un déclencheur en retard rattrape le sien)", () => {
    const lag = { path: ["global", "users"], stored: 9, truth: 10, drift: 1 };
    const real = { path: ["global", "ordersByStatus", "paid"], stored: 8, truth: 4, drift: -4 };
    const moved = { path: ["days", "2026-03-10", "orders"], stored: 3, truth: 5, drift: 2 };
    expect(stableDrifts([lag, real, moved], [real, { ...moved, stored: 4, drift: 1 }])).toEqual([real]);
  });

  it("refuse un chiffre qu'il ne connaît pas plutôt que d'écrire au hasard", () => {
    expect(() => repairDelta([{ path: ["days", "2026-03-10", "nope"], stored: 0, truth: 1, drift: 1 }])).toThrow("Chiffre inconnu");
  });
});
