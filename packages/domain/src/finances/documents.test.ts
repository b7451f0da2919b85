import { applyDelta, documentDelta, emptyStats, orderDelta, type DocumentFacts } from "../dashboardStats";
import { documentsByMonth } from "./documents";

const invoice = (over: Partial<DocumentFacts> = {}): DocumentFacts => ({
  kind: "INVOICE",
  issuedOn: "2026-03-31",
  paidOn: "2026-03-31",
  grossCents: 5490,
  vatTotals: [{ vatRate: 20, netCents: 4575, vatCents: 915 }],
  ...over,
});

describe("les documents dans les agrégats et /finances", () => {
  it("une facture compte à son jour d'émission par taux, et au jour de paiement de sa commande", () => {
    expect(documentDelta(null, invoice({ issuedOn: "2026-04-01" }))).toEqual({
      global: {},
      days: {
        "2026-04-01": { invoicedNetByRate: { "2000": { cents: 4575, orders: 1 } }, invoicedVatByRate: { "2000": { cents: 915, orders: 1 } } },
        "2026-03-31": { invoicedOfPaidCents: 5490 },
      },
    });
  });

  it("mois par mois : factures − avoirs par taux, et le chiffre d'affaires rapproché des documents de ses commandes", () => {
    const stats = emptyStats();
    const paid = { status: "paid" as const, total: 54.9, createdAt: "2026-03-31T08:00:00.000Z", paidAt: "2026-03-31T08:00:00.000Z" };
    // Paid in March, partly refunded in April (12,50 € at 20 %, 5,5 % line of a book too).
    applyDelta(stats, orderDelta(null, { ...paid, refundedCents: 1250 }));
    applyDelta(stats, documentDelta(null, invoice()));
    applyDelta(
      stats,
      documentDelta(null, {
        kind: "CREDIT_NOTE",
        issuedOn: "2026-04-02",
        paidOn: "2026-03-31",
        grossCents: 1250,
        vatTotals: [{ vatRate: 20, netCents: 1042, vatCents: 208 }],
      }),
    );
    applyDelta(stats, orderDelta(null, { ...paid, total: 10.55, paidAt: "2026-04-03T08:00:00.000Z" }));
    applyDelta(
      stats,
      documentDelta(
        null,
        invoice({ issuedOn: "2026-04-03", paidOn: "2026-04-03", grossCents: 1055, vatTotals: [{ vatRate: 5.5, netCents: 1000, vatCents: 55 }] }),
      ),
    );

    const [march, april] = documentsByMonth(stats.days, { from: "2026-03-01", to: "2026-04-30" });
    expect(march).toMatchObject({ month: "2026-03", netCents: 4575, vatCents: 915, grossCents: 5490, revenueCents: 4240 });
    // The refund was credited in April, but revenue counts it on the payment day: reconciled through the order's documents.
    expect(march).toMatchObject({ invoicedOfPaidCents: 5490, creditedOfPaidCents: 1250, unexplainedCents: 0 });
    expect(april!.rates).toEqual([
      { vatRate: 5.5, invoicedNetCents: 1000, invoicedVatCents: 55, creditedNetCents: 0, creditedVatCents: 0, netCents: 1000, vatCents: 55, grossCents: 1055 },
      {
        vatRate: 20,
        invoicedNetCents: 0,
        invoicedVatCents: 0,
        creditedNetCents: 1042,
        creditedVatCents: 208,
        netCents: -1042,
        vatCents: -208,
        grossCents: -1250,
      },
    ]);
    expect(april).toMatchObject({ grossCents: -195, revenueCents: 1055, invoicedOfPaidCents: 1055, creditedOfPaidCents: 0, unexplainedCents: 0 });
  });

  it("une commande payée sans facture se voit : l'écart est son montant", () => {
    const stats = emptyStats();
    applyDelta(stats, orderDelta(null, { status: "paid", total: 20, createdAt: "2026-03-02T08:00:00.000Z", paidAt: "2026-03-02T08:00:00.000Z" }));
    expect(documentsByMonth(stats.days, { from: "2026-03-01", to: "2026-03-31" })[0]).toMatchObject({ rates: [], grossCents: 0, unexplainedCents: 2000 });
  });
});
