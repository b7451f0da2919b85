import type { Page } from "playwright-core";
import { browserPerFile, loginAsAdmin, waitForPath, waitForTitle } from "./support/browser";

jest.setTimeout(90_000);

const openPage = browserPerFile();
let page: Page;

beforeEach(async () => {
  page = await openPage();
  await loginAsAdmin(page);
  await waitForPath(page, "/");
});

describe("le dashboard sur les données de démonstration", () => {
  it("montre les quatre cartes avec leur badge, le graphique de 30 jours, les statuts et les listes", async () => {
    const cards = page.getByTestId("metric-card");
    await cards.first().getByTestId("trend").waitFor();
    await page.getByText("Données chargées", { exact: true }).waitFor(); // success toasts leave after 5 s: check it first
    expect(await cards.count()).toBe(4);
    for (const label of ["Utilisateurs", "Commandes ce mois-ci", "Chiffre d'affaires du mois", "Créations générées"]) {
      await cards.getByText(label, { exact: true }).waitFor();
    }
    expect(await page.getByTestId("trend").allTextContents()).toEqual(Array(4).fill(expect.stringContaining("vs mois dernier")));

    const chart = page.getByTestId("sales-chart");
    expect(await chart.getAttribute("data-points")).toBe("30");
    await chart.getByTestId("chart-lines").waitFor();
    expect(await page.getByTestId("chart-total").textContent()).toMatch(/€$/);

    const statuses = page.getByTestId("status-count");
    expect(await statuses.count()).toBe(5);
    expect(await statuses.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual([
      "En attente de paiement",
      "Payée",
      "En cours",
      "Expédiée",
      "Livrée",
    ]);

    expect(await page.getByTestId("recent-order").count()).toBe(5);
    await page.getByRole("link", { name: "Voir toutes les commandes" }).waitFor();
    expect(await page.getByTestId("creation-to-moderate").count()).toBe(6);
    await page.getByRole("link", { name: "Voir toutes les créations" }).waitFor();
    // The demo data holds 45 creations awaiting moderation (fewer if another test moderated some,
    // still more than 20): the alert shows the true count, the same as the preview's title.
    const alert = page.getByTestId("alerts").getByText(/^\d+ créations en attente de modération$/);
    const count = Number((await alert.textContent())!.split(" ")[0]);
    expect(count).toBeGreaterThan(20);
    await page.getByRole("heading", { name: `Créations à modérer (${count})` }).waitFor();
  });

  it("un clic sur une création à modérer ouvre /creations?highlight={id}", async () => {
    const first = page.getByTestId("creation-to-moderate").first();
    await first.waitFor();
    const id = await first.getAttribute("data-id");
    await first.click();
    await page.waitForURL((url) => url.pathname === "/creations" && url.searchParams.get("highlight") === id);
  });

  it("une ligne de commande récente ouvre sa commande", async () => {
    const row = page.getByTestId("recent-order").first();
    await row.waitFor();
    await row.getByRole("link").click();
    await page.waitForURL((url) => /^\/orders\/[^/]+$/.test(url.pathname));
  });

  it("dit ce que compare la variation du chiffre d'affaires du mois, la même que /finances « Ce mois-ci »", async () => {
    const revenueCard = page.locator('[data-testid="metric-card"][data-figure="monthlyRevenue"]');
    await revenueCard.getByTestId("trend").waitFor();
    const dashboard = {
      value: await revenueCard.getByTestId("metric-value").innerText(),
      change: await revenueCard.getByTestId("trend").locator("[aria-hidden]").innerText(),
      compared: await revenueCard.getByTestId("trend-compared").innerText(),
    };
    // The same days of last month: « par rapport au 1er–24 octobre : 1 234,56 € ».
    expect(dashboard.compared).toMatch(/^par rapport au 1er(–\d+)? [a-zéû]+\s:\s.+€$/);
    expect(await revenueCard.getByTestId("trend").innerText()).toContain("vs mois dernier");

    await page.goto("/finances");
    await waitForTitle(page, "Suivi Financier - Admin");
    const revenueFigure = page.getByTestId("figure-card").first();
    await page.locator('[data-testid="figure-cards"][aria-busy="false"]').waitFor();
    expect({
      value: await revenueFigure.getByTestId("figure-value").innerText(),
      change: await revenueFigure.getByTestId("figure-change").locator("[aria-hidden]").innerText(),
      compared: await revenueFigure.getByTestId("figure-change-compared").innerText(),
    }).toEqual(dashboard);
  });

  it("montre aujourd'hui comme un point en cours, pas comme une chute à 0 €", async () => {
    const inProgress = page.getByTestId("sales-chart").getByTestId("chart-in-progress");
    await inProgress.waitFor();
    expect(await inProgress.textContent()).toBe("aujourd’hui, en cours");
  });
});

describe("le graphique se charge après les chiffres", () => {
  it("ne demande la bibliothèque des graphiques qu'une fois les cartes peintes avec leurs chiffres", async () => {
    const fresh = await openPage();
    // Records when the first card shows a figure (a digit), before any of the page's own code runs.
    await fresh.addInitScript(() => {
      performance.setResourceTimingBufferSize(2000);
      const w = window as unknown as { figuresAt?: number };
      new MutationObserver(() => {
        if (w.figuresAt === undefined && /\d/.test(document.querySelector('[data-testid="metric-value"]')?.textContent ?? "")) w.figuresAt = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const requested: string[] = [];
    fresh.on("request", (request) => requested.push(request.url()));
    await loginAsAdmin(fresh);
    await waitForPath(fresh, "/");
    await fresh.getByTestId("sales-chart").getByTestId("chart-lines").waitFor();
    const timing = await fresh.evaluate(() => ({
      figuresAt: (window as unknown as { figuresAt?: number }).figuresAt ?? null,
      chart: performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/RevenueLines-[^/]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(requested.filter((url) => /RevenueLines-/.test(url))).toHaveLength(1);
    expect(timing.figuresAt).not.toBeNull();
    expect(timing.chart).toHaveLength(1);
    expect(timing.chart[0]).toBeGreaterThan(timing.figuresAt!);
  });
});
