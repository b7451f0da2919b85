import { applyDelta, creationDelta, emptyDay, emptyStats, isEmptyDelta, orderDelta, userDelta, type OrderFacts } from "./dashboardStats";

const order = (over: Partial<OrderFacts>): OrderFacts => ({
  status: "paid",
  total: 10,
  createdAt: "2026-03-10T10:00:00.000Z",
  paidAt: null,
  ...over,
});

describe("agrégats du tableau de bord : ce qu'une écriture change", () => {
  it("une commande créée à 23 h 30 UTC le dernier jour d'octobre compte pour le 1er novembre à Paris", () => {
    const delta = orderDelta(null, order({ createdAt: "2026-10-31T23:30:00.000Z", total: 19.9 }));
    expect(delta.days).toEqual({ "2026-11-01": { orders: 1, revenueCents: 1990, paidOrders: 1, byMethod: { _none: { cents: 1990, orders: 1 } } } });
    expect(delta.global.ordersByStatus).toEqual({ paid: 1 });
  });

  it("l'heure d'été compte aussi : 22 h 30 UTC le 31 juillet est déjà le 1er août à Paris", () => {
    expect(Object.keys(orderDelta(null, order({ createdAt: "2026-07-31T22:30:00.000Z" })).days)).toEqual(["2026-08-01"]);
    expect(Object.keys(orderDelta(null, order({ createdAt: "2026-07-31T21:30:00.000Z" })).days)).toEqual(["2026-07-31"]);
  });

  it.each([
    ["paid", 1250],
    ["processing", 1250],
    ["shipped", 1250],
    ["delivered", 1250],
    ["pending_payment", undefined],
    ["cancelled", undefined],
    ["refunded", undefined],
  ] as const)("le chiffre d'affaires compte une commande %s : %s centimes", (status, cents) => {
    const delta = orderDelta(null, order({ status, total: 12.5 }));
    expect(delta.days["2026-03-10"]?.revenueCents).toBe(cents);
    expect(delta.days["2026-03-10"]?.orders).toBe(1);
  });

  it("le chiffre d'affaires est daté par le paiement (paidAt), pas par la création", () => {
    const delta = orderDelta(null, order({ createdAt: "2026-03-31T20:00:00.000Z", paidAt: "2026-04-01T08:00:00.000Z" }));
    expect(delta.days).toEqual({
      "2026-03-31": { orders: 1 },
      "2026-04-01": { revenueCents: 1000, paidOrders: 1, byMethod: { _none: { cents: 1000, orders: 1 } } },
    });
  });

  it("un changement de statut déplace le compteur et retire le chiffre d'affaires d'un remboursement", () => {
    const paid = order({ paidAt: "2026-03-11T09:00:00.000Z" });
    expect(orderDelta(order({ status: "pending_payment" }), paid)).toEqual({
      global: { ordersByStatus: { pending_payment: -1, paid: 1 } },
      days: { "2026-03-11": { revenueCents: 1000, paidOrders: 1, byMethod: { _none: { cents: 1000, orders: 1 } } } },
    });
    expect(orderDelta(paid, { ...paid, status: "refunded" })).toEqual({
      global: { ordersByStatus: { paid: -1, refunded: 1 } },
      days: { "2026-03-11": { revenueCents: -1000, paidOrders: -1, byMethod: { _none: { cents: -1000, orders: -1 } } } },
    });
  });

  it("un remboursement partiel laisse la commande dans son statut et retire du chiffre d'affaires ce qu'il a rendu, par produit aussi", () => {
    const paid = order({
      total: 30,
      paidAt: "2026-03-11T09:00:00.000Z",
      deliveryMethodId: "colissimo",
      items: [
        { productId: "mug", quantity: 2, unitPrice: 10 },
        { productId: "poster", quantity: 1, unitPrice: 5 },
      ],
    });
    const refunded = { ...paid, refundedCents: 1500, refundedItemCents: { "0": 1000 } };
    expect(orderDelta(paid, refunded)).toEqual({
      global: {},
      days: { "2026-03-11": { revenueCents: -1500, byMethod: { colissimo: { cents: -1500, orders: 0 } }, byProduct: { mug: { cents: -1000, orders: 0 } } } },
    });
    // Then refunded whole: it leaves revenue entirely, as an order refunded at once does.
    const stats = emptyStats();
    applyDelta(stats, orderDelta(null, refunded));
    applyDelta(stats, orderDelta(refunded, { ...refunded, status: "refunded", refundedCents: 3000 }));
    expect(stats.days["2026-03-11"]).toMatchObject({ revenueCents: 0, paidOrders: 0 });
  });

  it("une modification sans effet sur les agrégats n'écrit rien", () => {
    expect(isEmptyDelta(orderDelta(order({}), order({})))).toBe(true);
  });

  it("une suppression retire exactement ce que la création avait ajouté", () => {
    const stats = emptyStats();
    const o = order({ total: 0.1 });
    applyDelta(stats, orderDelta(null, o));
    applyDelta(stats, orderDelta(null, order({ total: 0.2 })));
    applyDelta(stats, orderDelta(o, null));
    expect(stats.days["2026-03-10"]).toEqual({ ...emptyDay(), orders: 1, revenueCents: 20, paidOrders: 1, byMethod: { _none: { cents: 20, orders: 1 } } });
    expect(stats.global.ordersByStatus.paid).toBe(1);
  });

  it("utilisateurs et créations : totaux, créations à modérer, jour d'inscription", () => {
    const stats = emptyStats();
    applyDelta(stats, userDelta(null, { createdAt: "2026-02-28T23:30:00.000Z" }));
    applyDelta(stats, creationDelta(null, { createdAt: "2026-03-02T10:00:00.000Z", isModerated: false }));
    applyDelta(
      stats,
      creationDelta({ createdAt: "2026-03-02T10:00:00.000Z", isModerated: false }, { createdAt: "2026-03-02T10:00:00.000Z", isModerated: true }),
    );
    expect(stats.global).toMatchObject({ users: 1, creations: 1, creationsAwaitingModeration: 0 });
    expect(stats.days["2026-03-01"]?.users).toBe(1);
    expect(stats.days["2026-03-02"]?.creations).toBe(1);
  });
});

describe("une écriture qui ne change aucun chiffre n'écrit rien", () => {
  it("un utilisateur modifié (crédits, profil) ou une création retouchée sans changer sa modération : delta vide", () => {
    const user = { createdAt: "2026-03-10T10:00:00.000Z" };
    expect(isEmptyDelta(userDelta(user, { ...user }))).toBe(true);
    const creation = { createdAt: "2026-03-10T10:00:00.000Z", isModerated: false };
    expect(isEmptyDelta(creationDelta(creation, { ...creation }))).toBe(true);
    expect(creationDelta(creation, { ...creation, isModerated: true }).global).toEqual({ creationsAwaitingModeration: -1 });
  });
});
