import { applyDelta, emptyStats, orderDelta, transactionDelta, type OrderFacts, type TransactionFacts } from "../dashboardStats";
import { change, chartPoints, financeFigures, revenueShares, vatByMonth, vatSplit } from "./figures";
import { checkLedgerFilter } from "./ledger";
import { bucketOf, checkPeriod, monthsOf, periodDays, periodPreset, previousPeriod } from "./period";
import { movedToRefunded, refundTransaction } from "./refund";
import { financeReport } from "./report";

const order = (over: Partial<OrderFacts>): OrderFacts => ({
  status: "paid",
  total: 10,
  createdAt: "2026-03-10T10:00:00.000Z",
  paidAt: null,
  items: [],
  deliveryMethodId: "colissimo",
  ...over,
});
const transaction = (over: Partial<TransactionFacts>): TransactionFacts => ({
  type: "CREDIT_PURCHASE",
  status: "SUCCEEDED",
  amount: 9.99,
  credits: 50,
  orderId: null,
  createdAt: "2026-03-10T10:00:00.000Z",
  ...over,
});

/** Day buckets from writes, as the triggers (or a rebuild) fold them. */
function daysOf(writes: ReturnType<typeof orderDelta>[]) {
  const stats = emptyStats();
  for (const delta of writes) applyDelta(stats, delta);
  return stats.days;
}

describe("périodes de /finances (jours de Paris)", () => {
  it("refuse les dates invalides, inversées ou une période de plus de 366 jours", () => {
    expect(checkPeriod("2026-02-30", "2026-03-01")).toMatchObject({ ok: false, field: "from" });
    expect(checkPeriod("2026-03-01", "hier")).toMatchObject({ ok: false, field: "to" });
    expect(checkPeriod("2026-03-02", "2026-03-01")).toMatchObject({ ok: false, message: "La date de fin doit être postérieure ou égale à la date de début." });
    expect(checkPeriod("2025-01-01", "2026-01-01").ok).toBe(true);
    expect(checkPeriod("2025-01-01", "2026-01-02")).toMatchObject({ ok: false, message: "La période ne peut pas dépasser 366 jours." });
    expect(checkPeriod("2024-01-01", "2024-12-31")).toEqual({ ok: true, period: { from: "2024-01-01", to: "2024-12-31" } });
    expect(checkPeriod("2026-02-30", "2026-03-01")).toMatchObject({ message: "Date invalide\u00a0: «\u00a02026-02-30\u00a0» (format attendu AAAA-MM-JJ)." });
  });

  it("hors mois calendaire, la période précédente a le même nombre de jours et finit la veille", () => {
    expect(previousPeriod({ from: "2026-03-29", to: "2026-03-29" })).toEqual({ from: "2026-03-28", to: "2026-03-28" });
    expect(previousPeriod({ from: "2026-11-18", to: "2026-11-24" })).toEqual({ from: "2026-11-11", to: "2026-11-17" });
    expect(previousPeriod({ from: "2026-01-01", to: "2026-11-24" })).toEqual({ from: "2025-02-07", to: "2025-12-31" });
    expect(periodDays({ from: "2026-03-28", to: "2026-03-30" })).toBe(3); // passage à l'heure d'été inclus
  });

  it("un mois en cours est comparé aux mêmes jours du mois précédent, un mois entier au mois précédent entier", () => {
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-24" })).toEqual({ from: "2026-10-01", to: "2026-10-24" });
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-01" })).toEqual({ from: "2026-10-01", to: "2026-10-01" });
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-30" })).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(previousPeriod({ from: "2026-02-01", to: "2026-02-28" })).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(previousPeriod({ from: "2026-01-01", to: "2026-01-15" })).toEqual({ from: "2025-12-01", to: "2025-12-15" });
  });

  it("préréglages : aujourd'hui, 7 jours, ce mois-ci, le mois dernier, cette année (jour de Paris)", () => {
    // 23 h 30 UTC le 31 décembre est déjà le 1er janvier à Paris.
    const now = new Date("2026-12-31T23:30:00Z");
    expect(periodPreset("today", now)).toEqual({ from: "2027-01-01", to: "2027-01-01" });
    expect(periodPreset("7days", now)).toEqual({ from: "2026-12-26", to: "2027-01-01" });
    expect(periodPreset("thisMonth", now)).toEqual({ from: "2027-01-01", to: "2027-01-01" });
    expect(periodPreset("lastMonth", now)).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(periodPreset("thisYear", "2026-03-15")).toEqual({ from: "2026-01-01", to: "2026-03-15" });
    expect(periodPreset("lastMonth", "2024-03-31")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
  });

  it("jour jusqu'à 62 jours, mois au-delà ; les mois touchés dans l'ordre", () => {
    expect(bucketOf({ from: "2026-01-01", to: "2026-03-03" })).toBe("DAY");
    expect(bucketOf({ from: "2026-01-01", to: "2026-03-04" })).toBe("MONTH");
    expect(monthsOf({ from: "2025-11-20", to: "2026-02-01" })).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
});

describe("arithmétique en centimes", () => {
  it("une variation sans période précédente est null, pas Infinity", () => {
    expect(change(500, 0)).toBeNull();
    expect(change(0, 0)).toBeNull();
    expect(change(150, 100)).toBe(50);
    expect(change(50, 100)).toBe(-50);
  });

  it("TVA : HT arrondi au centime, TVA = TTC − HT, taux décimaux exacts", () => {
    expect(vatSplit(12_000, 20)).toEqual({ grossCents: 12_000, netCents: 10_000, vatCents: 2_000 });
    expect(vatSplit(1_000, 20)).toEqual({ grossCents: 1_000, netCents: 833, vatCents: 167 }); // 833,33…
    expect(vatSplit(1_055, 5.5)).toEqual({ grossCents: 1_055, netCents: 1_000, vatCents: 55 });
    expect(vatSplit(3, 20)).toEqual({ grossCents: 3, netCents: 3, vatCents: 0 }); // 2,5 → 3 (demi arrondi vers le haut)
    expect(vatSplit(-1_000, 20)).toEqual({ grossCents: -1_000, netCents: -833, vatCents: -167 });
    expect(vatSplit(0, 20)).toEqual({ grossCents: 0, netCents: 0, vatCents: 0 });
  });

  it("TVA par mois de Paris : une commande payée à 23 h 30 UTC le 31 janvier compte en février", () => {
    const days = daysOf([
      orderDelta(null, order({ total: 120, paidAt: "2026-01-31T23:30:00.000Z" })),
      orderDelta(null, order({ total: 60, paidAt: "2026-01-31T22:30:00.000Z" })),
    ]);
    expect(vatByMonth(days, { from: "2026-01-15", to: "2026-02-10" }, 20)).toEqual([
      { month: "2026-01", grossCents: 6_000, netCents: 5_000, vatCents: 1_000 },
      { month: "2026-02", grossCents: 12_000, netCents: 10_000, vatCents: 2_000 },
    ]);
  });

  it("un remboursement un mois après le paiement : le CA quitte le mois du paiement, le remboursement est daté de son jour", () => {
    const paid = order({ total: 50, paidAt: "2026-01-20T10:00:00.000Z" });
    const refund = transaction({ type: "REFUND", amount: 50, credits: 0, orderId: "o1", createdAt: "2026-02-05T10:00:00.000Z" });
    const orphan = transaction({ type: "REFUND", amount: 7.5, credits: 0, orderId: null, createdAt: "2026-02-06T10:00:00.000Z" });
    const days = daysOf([
      orderDelta(null, paid),
      orderDelta(null, order({ total: 30, paidAt: "2026-01-21T10:00:00.000Z" })),
      orderDelta(paid, { ...paid, status: "refunded" }),
      transactionDelta(null, refund),
      transactionDelta(null, orphan),
    ]);
    const january = financeFigures(days, { from: "2026-01-01", to: "2026-01-31" });
    expect(january).toMatchObject({ revenueCents: 3_000, paidOrders: 1, averageBasketCents: 3_000, refunds: 0, netRevenueCents: 3_000 });
    const february = financeFigures(days, { from: "2026-02-01", to: "2026-02-28" });
    // Le remboursement lié à une commande n'est pas retiré une 2e fois du revenu net ; l'orphelin l'est.
    expect(february).toMatchObject({ revenueCents: 0, refunds: 2, refundedCents: 5_750, netRevenueCents: -750 });
  });

  it("seules les transactions réussies comptent ; un changement de statut déplace leur contribution", () => {
    const pending = transaction({ status: "PENDING" });
    const days = daysOf([
      transactionDelta(null, pending),
      transactionDelta(null, transaction({ type: "CREDIT_SPEND", amount: 0, credits: -2 })),
      transactionDelta(null, transaction({ status: "FAILED" })),
    ]);
    const period = { from: "2026-03-10", to: "2026-03-10" };
    expect(financeFigures(days, period)).toMatchObject({ creditSales: 0, creditSalesCents: 0, creditsSpent: 2 });
    applyDelta({ global: emptyStats().global, days }, transactionDelta(pending, { ...pending, status: "SUCCEEDED" }));
    expect(financeFigures(days, period)).toMatchObject({ creditSales: 1, creditSalesCents: 999, creditsSold: 50, netRevenueCents: 999 });
  });

  it("panier moyen arrondi au centime, 0 sans commande payée", () => {
    const days = daysOf([0.1, 0.2, 0.2].map((total) => orderDelta(null, order({ total }))));
    expect(financeFigures(days, { from: "2026-03-10", to: "2026-03-10" }).averageBasketCents).toBe(17); // 50 / 3
    expect(financeFigures(days, { from: "2026-03-11", to: "2026-03-11" }).averageBasketCents).toBe(0);
  });

  it("graphique : la période précédente à la même position, par jour ou par mois, sommes égales aux totaux", () => {
    const days = daysOf([
      orderDelta(null, order({ total: 10, paidAt: "2026-03-02T10:00:00.000Z" })),
      orderDelta(null, order({ total: 4, paidAt: "2026-02-28T10:00:00.000Z" })),
    ]);
    const period = { from: "2026-03-02", to: "2026-03-04" };
    expect(chartPoints(days, period, previousPeriod(period))).toEqual([
      { date: "2026-03-02", revenueCents: 1_000, previousRevenueCents: 0 },
      { date: "2026-03-03", revenueCents: 0, previousRevenueCents: 400 },
      { date: "2026-03-04", revenueCents: 0, previousRevenueCents: 0 },
    ]);
    // Mars contre février : le 28 en face du 28, rien avant les 29, 30 et 31 mars.
    const march = { from: "2026-03-01", to: "2026-03-31" };
    const marchPoints = chartPoints(days, march, previousPeriod(march));
    expect(marchPoints[27]).toEqual({ date: "2026-03-28", revenueCents: 0, previousRevenueCents: 400 });
    expect(marchPoints.slice(28).map((p) => p.previousRevenueCents)).toEqual([0, 0, 0]);
    const year = { from: "2025-03-15", to: "2026-03-14" };
    const report = financeReport(days, year, 20);
    expect(report.bucket).toBe("MONTH");
    expect(report.chart.map((p) => p.date)).toEqual([
      "2025-03-15",
      "2025-04-01",
      "2025-05-01",
      "2025-06-01",
      "2025-07-01",
      "2025-08-01",
      "2025-09-01",
      "2025-10-01",
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
    expect(report.chart.reduce((s, p) => s + p.revenueCents, 0)).toBe(report.current.revenueCents);
    expect(report.vatByMonth).toHaveLength(13);
  });

  it("CA par produit (lignes) et par mode de livraison (totaux), le plus grand d'abord, sans id sous null", () => {
    const items = [
      { productId: "poster", quantity: 2, unitPrice: 15 },
      { productId: null, quantity: 1, unitPrice: 5 },
      { productId: "poster", quantity: 1, unitPrice: 10 },
    ];
    const days = daysOf([
      orderDelta(null, order({ total: 45, items, deliveryMethodId: "relais" })),
      orderDelta(null, order({ total: 20, items: [{ productId: "toile", quantity: 1, unitPrice: 20 }], deliveryMethodId: null })),
      orderDelta(null, order({ total: 99, status: "cancelled", items, deliveryMethodId: "relais" })),
    ]);
    const period = { from: "2026-03-10", to: "2026-03-10" };
    expect(revenueShares(days, period, "byProduct")).toEqual([
      { id: "poster", revenueCents: 4_000, orders: 1 },
      { id: "toile", revenueCents: 2_000, orders: 1 },
      { id: null, revenueCents: 500, orders: 1 },
    ]);
    expect(revenueShares(days, period, "byMethod")).toEqual([
      { id: "relais", revenueCents: 4_500, orders: 1 },
      { id: null, revenueCents: 2_000, orders: 1 },
    ]);
  });
});

describe("grand livre et remboursements", () => {
  it("filtre : jours de Paris en instants, montants, refus en français", () => {
    const check = checkLedgerFilter({ period: { from: "2026-03-01", to: "2026-03-31" }, minAmountCents: 500, type: "REFUND" });
    expect(check).toMatchObject({ ok: true, criteria: { type: "REFUND", minAmount: 5, maxAmount: null } });
    if (!check.ok) throw new Error("refusé");
    expect(check.criteria.from?.toISOString()).toBe("2026-02-28T23:00:00.000Z");
    expect(check.criteria.to?.toISOString()).toBe("2026-03-31T22:00:00.000Z"); // 1er avril 00:00, heure d'été
    expect(checkLedgerFilter({ minAmountCents: 1000, maxAmountCents: 500 })).toMatchObject({ ok: false, field: "maxAmountCents" });
    expect(checkLedgerFilter({ minAmountCents: 12.5 })).toMatchObject({ ok: false, field: "minAmountCents" });
    expect(checkLedgerFilter({ type: "GIFT" })).toMatchObject({ ok: false, message: "Type de transaction inconnu." });
    expect(checkLedgerFilter({ period: { from: "2026-13-01" } })).toMatchObject({ ok: false, field: "from" });
  });

  it("la transaction REFUND : montant positif, description avec le numéro court", () => {
    expect(movedToRefunded("delivered", "refunded")).toBe(true);
    expect(movedToRefunded("refunded", "refunded")).toBe(false);
    expect(movedToRefunded("paid", "shipped")).toBe(false);
    expect(refundTransaction({ id: "zvsL433oGZpf", total: 42.5, userId: "u1" }, "admin")).toEqual({
      type: "REFUND",
      amount: 42.5,
      credits: 0,
      status: "SUCCEEDED",
      orderId: "zvsL433oGZpf",
      userId: "u1",
      description: "Remboursement de la commande #ZVSL43",
      createdBy: "admin",
      creditNoteNumber: null,
    });
    // With the credit note of what remained of the invoice: its amount, and its number named.
    expect(refundTransaction({ id: "zvsL433oGZpf", total: 42.5, userId: "u1" }, "admin", { number: "AV-2026-000003", grossCents: 3250 })).toMatchObject({
      amount: 32.5,
      description: "Remboursement de la commande #ZVSL43 (avoir AV-2026-000003)",
      creditNoteNumber: "AV-2026-000003",
    });
  });
});
