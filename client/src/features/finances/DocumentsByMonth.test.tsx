/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * « Factures et avoirs par mois »: a row per month and rate, « Aucun document » for a month
 * without any, the total of every rate, a reconciliation line per month; before the report, a
 * skeleton row and line per month of the period.
 */
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import { DocumentsByMonth } from "./DocumentsByMonth";
import type { DocumentsMonth } from "./documentsReconciliation";
import type { FinanceReport } from "./types";

const rate = (vatRate: number, invoicedNetCents: number, creditedNetCents: number) => {
  const invoicedVatCents = Math.round((invoicedNetCents * vatRate) / 100);
  const creditedVatCents = Math.round((creditedNetCents * vatRate) / 100);
  const netCents = invoicedNetCents - creditedNetCents;
  const vatCents = invoicedVatCents - creditedVatCents;
  return { vatRate, invoicedNetCents, invoicedVatCents, creditedNetCents, creditedVatCents, netCents, vatCents, grossCents: netCents + vatCents };
};

const month = (name: string, rates: DocumentsMonth["rates"], unexplainedCents = 0): DocumentsMonth => {
  const grossCents = rates.reduce((sum, r) => sum + r.grossCents, 0);
  return {
    month: name,
    rates,
    netCents: rates.reduce((sum, r) => sum + r.netCents, 0),
    vatCents: rates.reduce((sum, r) => sum + r.vatCents, 0),
    grossCents,
    revenueCents: grossCents + unexplainedCents,
    invoicedOfPaidCents: rates.reduce((sum, r) => sum + r.invoicedNetCents + r.invoicedVatCents, 0),
    creditedOfPaidCents: rates.reduce((sum, r) => sum + r.creditedNetCents + r.creditedVatCents, 0),
    unexplainedCents,
  };
};

const DOCUMENTS = [month("2026-09", []), month("2026-10", [rate(5.5, 10_000, 0), rate(20, 50_000, 5_000)]), month("2026-11", [rate(20, 20_000, 0)], 1_200)];

function renderPanel(documentsByMonth: DocumentsMonth[] | undefined, months = 3) {
  const report = documentsByMonth && ({ documentsByMonth } as FinanceReport);
  render(
    <ChakraProvider value={defaultSystem}>
      <DocumentsByMonth report={report} months={months} stale={false} />
    </ChakraProvider>,
  );
  return screen.getByRole("table", { name: "Factures et avoirs par mois" });
}

const texts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell", { hidden: true })
    .map((cell) => cell.textContent);

describe("factures et avoirs par mois", () => {
  it("montre une ligne par mois et par taux, « Aucun document » pour un mois sans document, et le total de tous les taux", () => {
    const table = renderPanel(DOCUMENTS);
    // The header row is for screens from `md` up (hidden in jsdom, which has no width).
    expect(
      within(table)
        .getAllByRole("columnheader", { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(["Mois", "Taux", "Factures HT", "Avoirs HT", "Base HT", "TVA", "TTC"]);
    expect(within(table).getAllByRole("row").map(texts)).toEqual([
      ["septembre 2026", "Aucun document"],
      ["octobre 2026", "5,5\u00a0%", "100,00\u00a0€", "0,00\u00a0€", "100,00\u00a0€", "5,50\u00a0€", "105,50\u00a0€"],
      ["octobre 2026", "20\u00a0%", "500,00\u00a0€", "50,00\u00a0€", "450,00\u00a0€", "90,00\u00a0€", "540,00\u00a0€"],
      ["novembre 2026", "20\u00a0%", "200,00\u00a0€", "0,00\u00a0€", "200,00\u00a0€", "40,00\u00a0€", "240,00\u00a0€"],
      ["Total", "", "800,00\u00a0€", "50,00\u00a0€", "750,00\u00a0€", "135,50\u00a0€", "885,50\u00a0€"],
    ]);
    expect(table.getAttribute("aria-busy")).toBe("false");
  });

  it("dit pour chaque mois si le chiffre d’affaires concorde avec les documents, ou son écart", () => {
    renderPanel(DOCUMENTS);
    const lines = within(screen.getByRole("list", { name: "Chiffre d’affaires et documents" })).getAllByRole("listitem");
    expect(lines.map((line) => line.getAttribute("data-agrees"))).toEqual(["true", "true", "false"]);
    expect(lines[1]!.textContent).toBe("octobre 2026\u00a0: chiffre d’affaires 645,50\u00a0€ = factures 705,50\u00a0€ \u2212 avoirs 60,00\u00a0€ ✓ concorde");
    expect(lines[2]!.textContent).toContain("Écart de 12,00\u00a0€\u00a0: commandes payées sans facture");
  });

  it("avant le rapport, dessine une ligne par mois de la période, dans le tableau et dans le rapprochement", () => {
    const table = renderPanel(undefined, 13);
    expect(table.getAttribute("aria-busy")).toBe("true");
    expect(table.querySelectorAll("tbody tr")).toHaveLength(13);
    expect(screen.getByTestId("documents-reconciliation").querySelectorAll("li")).toHaveLength(13);
  });
});
