import { archiveMonths, archivePath, DOCUMENT_LIST_DEFAULTS, documentFilter, documentsFiltered } from "./documentParams";

describe("les factures et avoirs de /finances", () => {
  it("sans filtre : tous les documents", () => {
    expect(documentFilter(DOCUMENT_LIST_DEFAULTS)).toEqual({ kind: null, issuedOn: null });
    expect(documentsFiltered(DOCUMENT_LIST_DEFAULTS)).toBe(false);
  });

  it("traduit le type et les jours d'émission de l'URL pour l'API", () => {
    const params = { documentsKind: "CREDIT_NOTE", documentsFrom: "2026-01-01", documentsTo: "2026-01-31" };
    expect(documentFilter(params)).toEqual({ kind: "CREDIT_NOTE", issuedOn: { from: "2026-01-01", to: "2026-01-31" } });
    expect(documentFilter({ ...DOCUMENT_LIST_DEFAULTS, documentsFrom: "2026-03-01" })).toEqual({ kind: null, issuedOn: { from: "2026-03-01", to: null } });
    expect(documentsFiltered(params)).toBe(true);
  });

  it("ignore un type ou une date d'URL inconnus plutôt que d'envoyer une requête refusée", () => {
    expect(documentFilter({ documentsKind: "RECEIPT", documentsFrom: "hier", documentsTo: "" })).toEqual({ kind: null, issuedOn: null });
  });

  it("propose le mois en cours et les 24 précédents, le mois dernier d'abord choisi, au calendrier de Paris", () => {
    // 31 December 2026 at 23:30 UTC is already 1 January 2027 in Paris.
    const { months, initial } = archiveMonths(new Date("2026-12-31T23:30:00Z"));
    expect(months).toHaveLength(25);
    expect(months[0]).toEqual({ value: "2027-01", label: "janvier 2027" });
    expect(months[1]).toEqual({ value: "2026-12", label: "décembre 2026" });
    expect(months.at(-1)!.value).toBe("2025-01");
    expect(initial).toBe("2026-12");
  });

  it("demande l'archive d'un mois à l'API", () => {
    expect(archivePath("2026-11")).toBe("/documents/archive.zip?month=2026-11");
  });
});
