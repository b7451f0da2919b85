import type { Page } from "playwright-core";
import { browserPerFile, loginAsAdmin, waitForPath } from "./support/browser";

jest.setTimeout(45_000);

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
    await chart.locator("svg path").first().waitFor();
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
});
