import { PATHS } from "../../app/paths";
import { FINANCE_SECTIONS, sectionHref, sectionOfOldAnchor } from "./sections";

describe("les sections de /finances (sections.ts)", () => {
  it("trois onglets, chacun à son adresse", () => {
    expect(FINANCE_SECTIONS.map(({ section, label }) => [label, sectionHref(section, "")])).toEqual([
      ["Synthèse", PATHS.finances],
      ["Transactions", PATHS.financesTransactions],
      ["Factures et avoirs", PATHS.financesDocuments],
    ]);
  });

  it("un onglet garde la période de l'URL et laisse les filtres de la section quittée", () => {
    expect(sectionHref("documents", "?period=lastMonth&type=REFUND&q=u1")).toBe(`${PATHS.financesDocuments}?period=lastMonth`);
    expect(sectionHref("summary", "?from=2026-01-01&to=2026-03-31&documentsKind=INVOICE")).toBe(`${PATHS.finances}?from=2026-01-01&to=2026-03-31`);
  });

  it("les anciennes ancres mènent à leur section, la requête gardée", () => {
    expect(sectionOfOldAnchor("#transactions", "?q=u1&type=REFUND")).toBe(`${PATHS.financesTransactions}?q=u1&type=REFUND`);
    expect(sectionOfOldAnchor("#factures", "")).toBe(PATHS.financesDocuments);
    expect(sectionOfOldAnchor("", "?period=lastMonth")).toBeNull();
    expect(sectionOfOldAnchor("#autre", "")).toBeNull();
  });
});
