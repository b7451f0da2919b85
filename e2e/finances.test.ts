// /finances « Suivi Financier » on the demo data, in three sections each at its URL (docs/finances.md
// « Sections »): the period drives the figures and the chart of « Synthèse » (and stays in the
// URL); « Transactions »' ledger filters by type and exports exactly what it lists; « Factures et
// avoirs » reconciles the documents with the revenue month by month.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { monthsOf, periodDays, periodPreset, type Period } from "@atelier/domain/finances/period";
import { monthOf, previousMonth } from "@atelier/domain/parisCalendar";
import { formatCalendarDay, formatCents } from "../client/src/ui/format";
import type { DocumentsMonth } from "../client/src/features/finances/documentsReconciliation";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, loginAsAdmin, waitForTitle, type Viewport } from "./support/browser";
import { layoutShiftSinceLoad, MAX_LAYOUT_SHIFT, slowDownApi, waitUntilLoaded } from "./support/layoutShift";
import { horizontalOverflow, overlappingText, spillingTables } from "./support/overlaps";
import { PATHS } from "../client/src/app/paths";

jest.setTimeout(120_000);

const openPage = browserPerFile();
const LEDGER_CSV_HEADER = "Date;Identifiant;Type;Statut;Client;E-mail;Montant (EUR);Crédits;Commande;Description";

async function openFinances(path: string): Promise<Page> {
  const page = await openPage();
  await loginAsAdmin(page);
  await page.goto(path);
  await waitForTitle(page, "Suivi Financier - Admin");
  return page;
}

/** Waits until the figures of `period` are on screen, not those of the period shown before. */
async function periodShown(page: Page, { from, to }: Period): Promise<void> {
  await page.locator(`[data-testid="figure-cards"][data-period="${from}/${to}"][aria-busy="false"]`).waitFor();
  await page.locator(`[data-testid="finance-chart"][data-from="${from}"] [data-testid="chart-lines"]`).waitFor();
}

const revenue = (page: Page) => page.getByTestId("figure-card").first().getByTestId("figure-value").innerText();
const chartPoints = async (page: Page) => Number(await page.getByTestId("finance-chart").getAttribute("data-points"));

describe("suivi financier", () => {
  it("change la période : les chiffres, le graphique et la TVA suivent, l'URL la garde au rechargement", async () => {
    const page = await openFinances("/finances?period=7days");
    const week = periodPreset("7days", new Date());
    await periodShown(page, week);
    expect(await chartPoints(page)).toBe(7);
    const weekRevenue = await revenue(page);
    expect(weekRevenue).toMatch(/€$/);
    expect(await page.getByTestId("figure-change").count()).toBe(8);

    const picker = page.getByRole("combobox", { name: "Période" });
    await picker.selectOption("lastMonth");
    await page.waitForURL((url) => url.searchParams.get("period") === "lastMonth");
    const lastMonth = periodPreset("lastMonth", new Date());
    await periodShown(page, lastMonth);
    expect(await chartPoints(page)).toBe(periodDays(lastMonth));
    // The demo's orders span the last 90 days: a whole month sells more than a week.
    expect(await revenue(page)).not.toBe(weekRevenue);
    expect(await page.getByTestId("vat-table").locator("tbody tr").count()).toBe(1);

    await page.reload();
    await periodShown(page, lastMonth);
    expect(await picker.inputValue()).toBe("lastMonth");
  });

  it("filtre le journal par type, puis l'exporte en CSV (BOM, « ; », en-tête, les seules lignes filtrées)", async () => {
    const page = await openFinances(PATHS.financesTransactions);
    const ledger = page.getByRole("region", { name: "Transactions" });
    await ledger.getByRole("combobox", { name: "Type" }).selectOption("CREDIT_PURCHASE");
    await page.waitForURL((url) => url.searchParams.get("type") === "CREDIT_PURCHASE");
    // Every row of the filtered list is a credit purchase.
    await page.waitForFunction(() => {
      const table = document.querySelector('table[aria-label="Transactions"]');
      const cells = Array.from(table?.querySelectorAll("tbody tr td:nth-child(2)") ?? []);
      return table?.getAttribute("aria-busy") === "false" && cells.length > 0 && cells.every((cell) => cell.textContent === "Achat de crédits");
    });
    const expected = Number((await page.getByTestId("ledger-count").innerText()).replace(/\D/g, ""));
    expect(expected).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent("download"), ledger.getByRole("button", { name: "Exporter le CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(LEDGER_CSV_HEADER);
    const records = lines.slice(1);
    expect(records.length).toBe(expected);
    const typeColumn = lines[0]!.split(";").indexOf("Type");
    for (const record of records) expect(record.split(";")[typeColumn]).toBe("Achat de crédits");
    await page.getByText("Export terminé").waitFor();
  });

  it("trouve le client du journal par son e-mail ou son nom, comme la liste des utilisateurs ; l'URL garde son identifiant", async () => {
    const page = await openFinances(PATHS.financesTransactions);
    const ledger = page.getByRole("region", { name: "Transactions" });
    const customer = ledger.getByRole("combobox", { name: "Client (e-mail ou nom)" });
    await customer.fill("client@atel");
    await page.getByRole("option", { name: "Lucas Bernard (client@atelier.test)" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "demo-client");
    const clients = async () => (await ledger.locator("tbody tr td:nth-child(3)").allInnerTexts()).map((t) => t.trim());
    await page.waitForFunction(() => {
      const cells = Array.from(document.querySelectorAll('table[aria-label="Transactions"] tbody tr td:nth-child(3)'));
      return cells.length > 0 && cells.every((cell) => cell.textContent?.trim() === "Lucas Bernard");
    });
    expect(new Set(await clients())).toEqual(new Set(["Lucas Bernard"]));

    // By name, accents and case ignored, as on /users; after a reload the field names the customer.
    await page.reload();
    const field = await customer.elementHandle();
    await page.waitForFunction((input) => (input as HTMLInputElement | null)?.value === "Lucas Bernard (client@atelier.test)", field);
    await customer.fill("lucas ber");
    await page.getByRole("option", { name: "Lucas Bernard (client@atelier.test)" }).waitFor();
  });
});

/** The three full months before this one: past months, every paid order invoiced long ago. */
function lastThreeMonths(): Period {
  const lastMonth = periodPreset("lastMonth", new Date());
  return { from: `${previousMonth(previousMonth(monthOf(lastMonth.from)))}-01`, to: lastMonth.to };
}

const DOCUMENTS_TITLE = "Factures et avoirs par mois";
const documentsPanel = (page: Page) => page.getByRole("region", { name: DOCUMENTS_TITLE, exact: true });
const cellsOf = async (row: Locator) => (await row.getByRole("cell").allTextContents()).map((text) => text.trim());

/** The answer of the page's Finances query for `period`, once it arrives. */
const financesAnswer = (page: Page, period: Period) =>
  page.waitForResponse((response) => {
    const request = response.request().postDataJSON();
    return response.url().endsWith("/graphql") && request?.operationName === "Finances" && request?.variables?.period?.from === period.from;
  });

describe("factures et avoirs par mois", () => {
  it("sur trois mois passés : des lignes à 20 %, chaque mois concorde avec le chiffre d’affaires, le dernier montre les montants de l’API", async () => {
    const period = lastThreeMonths();
    const page = await openPage();
    await loginAsAdmin(page);
    const answer = financesAnswer(page, period);
    await page.goto(`${PATHS.financesDocuments}?from=${period.from}&to=${period.to}`);
    await waitForTitle(page, "Suivi Financier - Admin");
    const api = ((await (await answer).json()) as { data: { finances: { documentsByMonth: DocumentsMonth[] } } }).data.finances.documentsByMonth;
    expect(api.map((month) => month.month)).toEqual(monthsOf(period));
    for (const month of api) expect(month.unexplainedCents).toBe(0);

    const panel = documentsPanel(page);
    const table = panel.locator(`table[aria-label="${DOCUMENTS_TITLE}"][aria-busy="false"]`);
    await table.waitFor();
    const rates = (await table.locator("tbody tr td:nth-child(2)").allTextContents()).map((text) => text.trim());
    expect(rates.length).toBeGreaterThanOrEqual(api.length);
    expect(new Set(rates)).toEqual(new Set(["20\u00a0%"]));

    const lines = panel.getByTestId("documents-reconciliation").getByRole("listitem");
    expect(await lines.count()).toBe(api.length);
    for (const text of await lines.allTextContents()) expect(text).toMatch(/ ✓ concorde$/);

    // The last month, cell by cell and sentence, as the API gives it.
    const last = api.at(-1)!;
    const label = formatCalendarDay(last.month, "month");
    const rows = table.locator(`tbody tr[data-month="${last.month}"]`);
    expect(await rows.count()).toBe(last.rates.length);
    for (const [i, rate] of last.rates.entries()) {
      expect(await cellsOf(rows.nth(i))).toEqual([
        label,
        "20\u00a0%",
        ...[rate.invoicedNetCents, rate.creditedNetCents, rate.netCents, rate.vatCents, rate.grossCents].map((cents) => formatCents(cents)),
      ]);
    }
    const sentence = `${label}\u00a0: chiffre d’affaires ${formatCents(last.revenueCents)} = factures ${formatCents(last.invoicedOfPaidCents)} \u2212 avoirs ${formatCents(last.creditedOfPaidCents)}`;
    expect(await panel.locator(`li[data-month="${last.month}"]`).textContent()).toBe(`${sentence} ✓ concorde`);
  });

  describe.each([
    ["1440", { width: 1440, height: 900 }],
    ["390", { width: 390, height: 844 }],
  ] as Array<[string, Viewport]>)("à %s px", (_label, viewport) => {
    it("garde la taille de son squelette, sans saut au chargement, sans violation WCAG, rien hors de l’écran", async () => {
      const period = lastThreeMonths();
      const page = await openPage({ width: 1440, height: 900 });
      await loginAsAdmin(page);
      await page.setViewportSize(viewport);
      const inFlight = await slowDownApi(page.context());
      await page.goto(`${PATHS.financesDocuments}?from=${period.from}&to=${period.to}`);
      await waitForTitle(page, "Suivi Financier - Admin");
      const panel = documentsPanel(page);
      await panel.locator('table[aria-busy="true"]').waitFor();
      const loading = (await panel.boundingBox())!.height;
      await waitUntilLoaded(page, inFlight);
      await panel.locator('table[aria-busy="false"]').waitFor();
      // The skeleton holds the panel's room: text lines and skeleton bars round apart by a pixel or two each, no more.
      expect(Math.abs((await panel.boundingBox())!.height - loading)).toBeLessThanOrEqual(loading * 0.02);

      const shift = await layoutShiftSinceLoad(page);
      expect(shift.value < MAX_LAYOUT_SHIFT ? [] : shift.sources).toEqual([]);
      await panel.scrollIntoViewIfNeeded();
      await animationsSettled(page);
      expect(await axeReport(page, `/finances/factures à ${viewport.width} px`)).toBe("");
      expect([...(await horizontalOverflow(page)), ...(await overlappingText(page)), ...(await spillingTables(page))]).toEqual([]);
    });
  });
});

// The three sections (docs/finances.md « Sections »): each URL draws its section alone and asks for
// its own data only; the tabs are links that change the URL, by click or by keyboard.
const SECTIONS = [
  { path: PATHS.finances, tab: "Synthèse", query: "Finances", others: ["FinanceTransactions", "AccountingDocuments"] },
  { path: PATHS.financesTransactions, tab: "Transactions", query: "FinanceTransactions", others: ["Finances", "AccountingDocuments"] },
  { path: PATHS.financesDocuments, tab: "Factures et avoirs", query: "AccountingDocuments", others: ["FinanceTransactions"] },
] as const;

const sectionTabs = (page: Page) => page.getByRole("navigation", { name: "Sections du suivi financier" });
const figures = (page: Page) => page.locator('[data-testid="figure-cards"][aria-busy="false"]');
const ledgerRegion = (page: Page) => page.getByRole("region", { name: "Transactions", exact: true });
const documentsRegion = (page: Page) => page.getByRole("region", { name: "Factures et avoirs", exact: true });

/** Waits for what the section at `path` draws once loaded. */
async function sectionLoaded(page: Page, path: string): Promise<void> {
  if (path === PATHS.finances) await figures(page).waitFor();
  // Its count once the first page is there (a phone draws the rows as cards, not a table).
  else if (path === PATHS.financesTransactions)
    await ledgerRegion(page)
      .getByTestId("ledger-count")
      .filter({ hasText: /\d transactions?$/ })
      .waitFor();
  else
    await documentsRegion(page)
      .getByRole("button", { name: /^Télécharger la facture FA-/ })
      .first()
      .waitFor();
}

/** The GraphQL operations the page asks for from now on, by name. */
function operationsOf(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql")) names.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? "");
  });
  return names;
}

describe("les sections du suivi financier", () => {
  it.each(SECTIONS)("$path dessine sa section seule, onglet « $tab » courant, avec ses seules requêtes", async ({ path, tab, query, others }) => {
    const page = await openPage();
    await loginAsAdmin(page);
    const operations = operationsOf(page);
    await page.goto(path);
    await waitForTitle(page, "Suivi Financier - Admin");
    await sectionLoaded(page, path);
    expect(await sectionTabs(page).locator('a[aria-current="page"]').allInnerTexts()).toEqual([tab]);
    expect({
      figures: await page.getByTestId("figure-cards").count(),
      ledger: await ledgerRegion(page).count(),
      documents: await documentsRegion(page).count(),
    }).toEqual({
      figures: path === PATHS.finances ? 1 : 0,
      ledger: path === PATHS.financesTransactions ? 1 : 0,
      documents: path === PATHS.financesDocuments ? 1 : 0,
    });
    expect(operations).toContain(query);
    for (const other of others) expect(operations).not.toContain(other);
  });

  it("un onglet change l'URL (clic ou Entrée) et garde la période ; les anciennes ancres mènent à leur section", async () => {
    const page = await openFinances(`${PATHS.finances}?period=lastMonth`);
    await figures(page).waitFor();
    await sectionTabs(page).getByRole("link", { name: "Factures et avoirs" }).click();
    await page.waitForURL((url) => url.pathname === PATHS.financesDocuments && url.searchParams.get("period") === "lastMonth");
    await sectionLoaded(page, PATHS.financesDocuments);
    expect(await page.getByTestId("figure-cards").count()).toBe(0);
    expect(await page.getByRole("combobox", { name: "Période" }).inputValue()).toBe("lastMonth");

    await sectionTabs(page).getByRole("link", { name: "Transactions" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === PATHS.financesTransactions);
    await sectionLoaded(page, PATHS.financesTransactions);
    expect(await documentsRegion(page).count()).toBe(0);

    // A user's Transactions tab linked to /finances?q=<uid>#transactions before the sections.
    await page.goto(`${PATHS.finances}?q=demo-client#transactions`);
    await page.waitForURL((url) => url.pathname === PATHS.financesTransactions && url.searchParams.get("q") === "demo-client");
    await sectionLoaded(page, PATHS.financesTransactions);
  });

  it.each([
    ["1440", { width: 1440, height: 900 }],
    ["390", { width: 390, height: 844 }],
  ] as Array<[string, Viewport]>)("chaque section à %s px : sans violation WCAG, rien hors de l'écran", async (_label, viewport) => {
    const page = await openPage({ width: 1440, height: 900 });
    await loginAsAdmin(page);
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    for (const { path } of SECTIONS) {
      await page.goto(path);
      await waitForTitle(page, "Suivi Financier - Admin");
      await sectionLoaded(page, path);
      await animationsSettled(page);
      problems.push(await axeReport(page, `${path} à ${viewport.width} px`), ...(await horizontalOverflow(page)));
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });
});
