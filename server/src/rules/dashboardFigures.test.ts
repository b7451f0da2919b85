import { applyDelta, creationDelta, emptyStats, orderDelta, userDelta, type OrderFacts } from "@atelier/domain/dashboardStats";
import { dashboardAlerts, dashboardFigures, monthsNeeded, trend, yAxis } from "./dashboardFigures";
import { change } from "@atelier/domain/finances/figures";
import { periodPreset } from "@atelier/domain/finances/period";
import { financeReport } from "@atelier/domain/finances/report";

const NOW = new Date("2026-11-15T10:00:00.000Z"); // 15 novembre à Paris

function crafted() {
  const stats = emptyStats();
  const add = (o: Partial<OrderFacts>) => applyDelta(stats, orderDelta(null, { status: "delivered", total: 100, createdAt: null, paidAt: null, ...o }));
  add({ createdAt: "2026-10-31T23:30:00.000Z", total: 40 }); // 1er novembre à Paris
  add({ createdAt: "2026-10-31T22:30:00.000Z", total: 25 }); // 31 octobre 23 h 30 à Paris
  add({ createdAt: "2026-11-14T09:00:00.000Z", status: "pending_payment", total: 999 });
  add({ createdAt: "2026-11-14T09:00:00.000Z", status: "cancelled", total: 999 });
  add({ createdAt: "2026-11-15T08:00:00.000Z", status: "paid", total: 60.1 });
  add({ createdAt: "2026-10-10T08:00:00.000Z", total: 50 }); // mois dernier, avant le 15
  add({ createdAt: "2026-10-20T08:00:00.000Z", total: 70 }); // mois dernier, après le 15
  add({ createdAt: "2026-11-16T08:00:00.000Z", total: 1 }); // demain : hors période
  for (const createdAt of ["2025-01-01T00:00:00.000Z", "2026-10-20T10:00:00.000Z", "2026-11-02T10:00:00.000Z"]) {
    applyDelta(stats, userDelta(null, { createdAt }));
    applyDelta(stats, creationDelta(null, { createdAt, isModerated: false }));
  }
  return stats;
}

describe("chiffres du tableau de bord sur un jeu de données calculé à la main", () => {
  const figures = dashboardFigures(crafted(), NOW);

  it("les cartes : commandes et chiffre d'affaires du mois à Paris, totaux utilisateurs et créations", () => {
    expect(figures.metrics).toEqual({ totalUsers: 3, ordersThisMonth: 4, monthlyRevenueCents: 10010, totalCreations: 3 });
  });

  it("les tendances comparent aux mêmes jours du mois dernier, comme /finances", () => {
    const sameDays = { comparedFrom: "2026-10-01", comparedTo: "2026-10-15" };
    // octobre du 1er au 15 : 1 commande (le 10), 50 € ; novembre : 4 commandes, 100,10 €.
    expect(figures.trends.ordersThisMonth).toEqual({ direction: "UP", percent: 300, previous: 1, ...sameDays });
    expect(figures.trends.monthlyRevenue).toEqual({ direction: "UP", percent: 100.2, previous: 5000, ...sameDays });
    // le 15 octobre il y avait 1 utilisateur (inscrits le 20 octobre et le 2 novembre ensuite).
    expect(figures.trends.totalUsers).toEqual({ direction: "UP", percent: 200, previous: 1, comparedFrom: "2026-10-15", comparedTo: "2026-10-15" });
  });

  it("le même chiffre d'affaires donne la même variation que /finances « Ce mois-ci »", () => {
    const report = financeReport(crafted().days, periodPreset("thisMonth", NOW), 20);
    expect(report.previous).toMatchObject({ from: "2026-10-01", to: "2026-10-15" });
    expect(figures.trends.monthlyRevenue.percent).toBe(Math.round(change(report.current.revenueCents, report.previous.revenueCents)! * 10) / 10);
    expect(figures.metrics.monthlyRevenueCents).toBe(report.current.revenueCents);
  });

  it("30 points du 17 octobre au 15 novembre, le total de la période, des libellés en français", () => {
    const { points, totalCents } = figures.salesChart;
    expect(points).toHaveLength(30);
    expect(points[0]).toEqual({ date: "2026-10-17", revenueCents: 0, label: "17 oct." });
    expect(points.at(-1)).toEqual({ date: "2026-11-15", revenueCents: 6010, label: "15 nov." });
    expect(points.find((p) => p.date === "2026-10-31")?.revenueCents).toBe(2500);
    expect(points.find((p) => p.date === "2026-11-01")?.revenueCents).toBe(4000);
    expect(totalCents).toBe(19510); // 70 + 25 + 40 + 60,10
    expect(figures.salesChart.yAxisMaxCents).toBe(7000);
  });

  it("les statuts affichés et les commandes en attente (pending_payment ou paid)", () => {
    expect(figures.statusCounts).toEqual([
      { status: "pending_payment", count: 1 },
      { status: "paid", count: 1 },
      { status: "processing", count: 0 },
      { status: "shipped", count: 0 },
      { status: "delivered", count: 5 },
    ]);
    expect(figures.pendingOrders).toBe(2);
    expect(figures.alerts).toEqual([]);
  });

  it("au plus trois mois à lire (les 30 jours d'un 1er mars débordent sur janvier)", () => {
    expect(monthsNeeded(NOW)).toEqual(["2026-10", "2026-11"]);
    expect(monthsNeeded(new Date("2027-03-01T10:00:00.000Z"))).toEqual(["2027-01", "2027-02", "2027-03"]);
  });
});

describe("alertes", () => {
  it("10 commandes en attente : pas d'alerte ; 11 : alerte", () => {
    expect(dashboardAlerts(10, 0)).toEqual([]);
    expect(dashboardAlerts(11, 0)).toEqual(["11 commandes en attente de traitement"]);
  });

  it("20 créations à modérer : pas d'alerte ; 21 : alerte", () => {
    expect(dashboardAlerts(0, 20)).toEqual([]);
    expect(dashboardAlerts(0, 21)).toEqual(["21 créations en attente de modération"]);
  });

  it("les vrais compteurs déclenchent l'alerte de modération au-delà de 20", () => {
    const stats = emptyStats();
    for (let i = 0; i < 21; i++) applyDelta(stats, creationDelta(null, { createdAt: "2026-11-01T10:00:00.000Z", isModerated: false }));
    expect(dashboardFigures(stats, NOW).alerts).toEqual(["21 créations en attente de modération"]);
  });
});

describe("axe Y en centimes : arrondi au multiple de 10 € supérieur, 5 intervalles", () => {
  it.each([
    [[0, 0], 1000, [0, 200, 400, 600, 800, 1000]],
    [[4100, 300], 5000, [0, 1000, 2000, 3000, 4000, 5000]],
    [[5000], 5000, [0, 1000, 2000, 3000, 4000, 5000]],
    [[12345], 13000, [0, 2600, 5200, 7800, 10400, 13000]],
  ])("%j → %d", (values, max, ticks) => {
    expect(yAxis(values)).toEqual({ max, ticks });
  });
});

describe("tendance", () => {
  it("hausse, baisse, stable, et rien à comparer", () => {
    const day = { from: "2026-10-15", to: "2026-10-15" };
    const compared = { comparedFrom: day.from, comparedTo: day.to };
    expect(trend(150, 100, day)).toEqual({ direction: "UP", percent: 50, previous: 100, ...compared });
    expect(trend(75, 100, day)).toEqual({ direction: "DOWN", percent: -25, previous: 100, ...compared });
    expect(trend(1002, 1000, day)).toEqual({ direction: "UP", percent: 0.2, previous: 1000, ...compared });
    expect(trend(10_002, 10_000, day)).toEqual({ direction: "STABLE", percent: 0, previous: 10_000, ...compared });
    expect(trend(5, 0, day)).toEqual({ direction: "UP", percent: null, previous: 0, ...compared });
    expect(trend(0, 0, day)).toEqual({ direction: "STABLE", percent: 0, previous: 0, ...compared });
  });
});
