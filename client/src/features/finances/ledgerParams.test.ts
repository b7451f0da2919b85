import { LEDGER_DEFAULTS, ledgerExportQuery, ledgerFiltered, transactionFilter } from "./ledgerParams";

describe("les filtres du journal des transactions", () => {
  it("sans filtre : toutes les transactions, un export sans paramètre", () => {
    expect(transactionFilter(LEDGER_DEFAULTS)).toEqual({ type: null, status: null, userId: null, period: null, minAmountCents: null, maxAmountCents: null });
    expect(ledgerExportQuery(LEDGER_DEFAULTS)).toBe("");
    expect(ledgerFiltered(LEDGER_DEFAULTS)).toBe(false);
  });

  it("traduit chaque filtre de l'URL pour l'API et pour l'export, avec les noms du contrat", () => {
    const params = { q: "uid-42", type: "REFUND", status: "SUCCEEDED", ledgerFrom: "2026-01-01", ledgerTo: "2026-01-31", min: "10", max: "99.5" };
    expect(transactionFilter(params)).toEqual({
      type: "REFUND",
      status: "SUCCEEDED",
      userId: "uid-42",
      period: { from: "2026-01-01", to: "2026-01-31" },
      minAmountCents: 1000,
      maxAmountCents: 9950,
    });
    expect(ledgerExportQuery(params)).toBe("type=REFUND&status=SUCCEEDED&userId=uid-42&minAmountCents=1000&maxAmountCents=9950&from=2026-01-01&to=2026-01-31");
    expect(ledgerFiltered(params)).toBe(true);
  });

  it("ignore une valeur d'URL inconnue ou mal écrite plutôt que d'envoyer une requête refusée", () => {
    expect(transactionFilter({ ...LEDGER_DEFAULTS, type: "GIFT", status: "done", ledgerFrom: "hier", min: "-5", max: "1,5" })).toEqual(
      transactionFilter(LEDGER_DEFAULTS),
    );
  });
});
