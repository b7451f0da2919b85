import { reconciliationOf, vatRateText, type DocumentsMonth } from "./documentsReconciliation";

const november = (cents: Pick<DocumentsMonth, "revenueCents" | "invoicedOfPaidCents" | "creditedOfPaidCents" | "unexplainedCents">): DocumentsMonth => ({
  month: "2026-11",
  rates: [],
  netCents: 0,
  vatCents: 0,
  grossCents: 0,
  ...cents,
});

describe("le rapprochement d’un mois avec ses factures et avoirs", () => {
  it("écrit le chiffre d’affaires égal aux factures moins les avoirs, sans écart quand il concorde", () => {
    expect(reconciliationOf(november({ revenueCents: 123_450, invoicedOfPaidCents: 130_000, creditedOfPaidCents: 6_550, unexplainedCents: 0 }))).toEqual({
      sentence: "novembre 2026\u00a0: chiffre d’affaires 1\u202f234,50\u00a0€ = factures 1\u202f300,00\u00a0€ \u2212 avoirs 65,50\u00a0€",
      gap: null,
    });
  });

  it("nomme un chiffre d’affaires au-dessus des documents : des commandes payées sans facture", () => {
    const { gap } = reconciliationOf(november({ revenueCents: 10_000, invoicedOfPaidCents: 8_800, creditedOfPaidCents: 0, unexplainedCents: 1_200 }));
    expect(gap).toBe("Écart de 12,00\u00a0€\u00a0: commandes payées sans facture (encore en cours d’émission\u00a0?)");
  });

  it("nomme des documents au-dessus du chiffre d’affaires : une facture sans avoir pour une commande sortie du chiffre d’affaires", () => {
    const { gap } = reconciliationOf(november({ revenueCents: 8_800, invoicedOfPaidCents: 10_000, creditedOfPaidCents: 0, unexplainedCents: -1_200 }));
    expect(gap).toBe("Écart de 12,00\u00a0€\u00a0: factures sans chiffre d’affaires (commande annulée sans avoir\u00a0?)");
  });

  it("écrit un taux comme les paramètres : « 20 % », « 5,5 % »", () => {
    expect([vatRateText(20), vatRateText(5.5)]).toEqual(["20\u00a0%", "5,5\u00a0%"]);
  });
});
