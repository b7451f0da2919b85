import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { browserPerFile, signedInOpener, loginAsAdmin, waitForTitle } from "./support/browser";
import { storedById } from "./support/catalogue";
import { demoOrderAndCustomer } from "./support/firebaseAdmin";

jest.setTimeout(120_000);

const openPage = browserPerFile();

const openAsAdmin = signedInOpener(openPage);

const rows = (page: Page) => page.locator('table[aria-label="Commandes"] tbody tr');

async function filterByStatus(page: Page, label: string, wire: string) {
  await page.goto("/orders");
  await waitForTitle(page, "Gestion des Commandes - Admin");
  await page.getByRole("tab", { name: new RegExp(`^${label}`) }).click();
  await page.waitForURL((url) => url.searchParams.get("status") === wire);
  // Every row of the filtered list carries the status badge.
  await page.waitForFunction((expected) => {
    const cells = Array.from(document.querySelectorAll('table[aria-label="Commandes"] tbody tr td:last-child'));
    return cells.length > 0 && cells.every((cell) => cell.textContent === expected);
  }, label);
}

describe("commandes", () => {
  it("filtre par statut, garde le filtre dans l'URL", async () => {
    const page = await openAsAdmin();
    await filterByStatus(page, "Payée", "PAID");
    expect(await rows(page).count()).toBeGreaterThan(0);
    await page.reload();
    await page.getByRole("tab", { name: /^Payée/, selected: true }).waitFor();
  });

  it("à 1 400 px, montre les huit onglets de statut en entier ; le toast de la liste part avec elle", async () => {
    const page = await openPage({ width: 1400, height: 900 });
    await loginAsAdmin(page, "/orders");
    await waitForTitle(page, "Gestion des Commandes - Admin");
    const tabs = page.getByRole("tablist", { name: "Statut des commandes" });
    await tabs.getByRole("tab", { name: /^Remboursée/ }).waitFor();
    // No tab cut or pushed out of sight: each one lies entirely within the visible list.
    const clipped = await tabs.evaluate((list) => {
      const box = list.getBoundingClientRect();
      return Array.from(list.querySelectorAll('[role="tab"]'))
        .filter((tab) => {
          const r = tab.getBoundingClientRect();
          return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
        })
        .map((tab) => tab.textContent);
    });
    expect(clipped).toEqual([]);
    expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);

    // « Commandes chargées » speaks of the list: opening an order removes it at once, so it
    // never covers the order's header actions.
    await page.getByText("Commandes chargées", { exact: true }).waitFor();
    await rows(page).first().click();
    await page.waitForURL(/\/orders\/[^/]+$/);
    await page.getByText("Historique des statuts", { exact: true }).waitFor();
    await page.getByText("Commandes chargées", { exact: true }).waitFor({ state: "detached", timeout: 2000 });
  });

  it("ouvre une commande et change son statut : badge et historique changent tout de suite", async () => {
    const page = await openAsAdmin();
    await filterByStatus(page, "Payée", "PAID");
    await rows(page).first().click();
    await page.waitForURL(/\/orders\/[^/]+$/);
    const heading = page.getByRole("heading", { level: 1 });
    await heading.waitFor();

    // Hold the server's answer for 3 s: what shows before it is the optimistic update.
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("ChangeOrderStatus")) await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
      if (route.request().postData()?.includes("ChangeOrderStatus")) release();
    });

    await page.getByRole("button", { name: "Changer le statut" }).click();
    await page.getByRole("menuitem", { name: "En cours" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("La commande passera au statut « En cours ».").waitFor();
    await dialog.getByRole("button", { name: "Confirmer" }).click();

    const header = page.locator("h1").locator("..");
    await header.getByText("En cours", { exact: true }).waitFor({ timeout: 1500 });
    await page.getByTestId("timeline-entry").first().getByText("En cours", { exact: true }).waitFor({ timeout: 1500 });
    await answered;
    // The server agreed: the change stays, with its author.
    await page
      .getByTestId("timeline-entry")
      .first()
      .getByText(/Camille Martin/)
      .waitFor();
    await header.getByText("En cours", { exact: true }).waitFor();
  });

  it("la fiche d'une commande nomme son mode de livraison (« Colissimo à domicile », pas « colissimo »)", async () => {
    const { orderId } = await demoOrderAndCustomer();
    const methodId: string = (await storedById("orders", orderId))?.deliveryMethodId;
    const methodName: string = (await storedById("deliveryMethods", methodId))?.name;
    expect(methodName).toBeTruthy();
    const page = await openAsAdmin(`/orders/${orderId}`);
    await page.getByText(`Mode\u00a0: ${methodName} · `).waitFor();
  });

  it("trouve une commande par le numéro court affiché, tapé en majuscules ou en minuscules", async () => {
    const page = await openAsAdmin("/orders");
    await waitForTitle(page, "Gestion des Commandes - Admin");
    // The seed's ids are mixed case; the list shows their first 6 characters upper-cased.
    const firstCell = page.locator('table[aria-label="Commandes"][aria-busy="false"] tbody tr td:nth-child(2)').first();
    const shortId = (await firstCell.innerText()).trim();
    expect(shortId).toMatch(/^[A-Z0-9]{6}$/);
    const search = page.getByLabel("Rechercher une commande");
    for (const typed of [shortId, shortId.toLowerCase()]) {
      await search.fill(typed);
      await page.waitForURL((url) => url.searchParams.get("q") === typed);
      await page.waitForFunction((expected) => {
        const cells = Array.from(document.querySelectorAll('table[aria-label="Commandes"] tbody tr td:nth-child(2)'));
        return cells.length > 0 && cells.every((cell) => cell.textContent === expected);
      }, shortId);
    }
  });

  // docs/urls.md: the search was `?search=` before the one vocabulary (`q`); a bookmark still works.
  it("ouvre un ancien favori ?search= sur la même recherche, l'adresse réécrite en ?q=", async () => {
    const page = await openAsAdmin("/orders?status=DELIVERED&search=introuvable-e2e");
    await page.waitForURL((url) => url.searchParams.get("q") === "introuvable-e2e" && !url.searchParams.has("search"));
    expect(new URL(page.url()).searchParams.get("status")).toBe("DELIVERED");
    expect(await page.getByLabel("Rechercher une commande").inputValue()).toBe("introuvable-e2e");
    // The count under the heading (the load toast says it too).
    await page.locator("#root").getByText("0 commande", { exact: true }).waitFor();
  });

  it("exporte en CSV les commandes filtrées", async () => {
    const page = await openAsAdmin();
    await filterByStatus(page, "Livrée", "DELIVERED");
    const expected = Number((await page.getByRole("tab", { name: /^Livrée/ }).innerText()).replace(/\D/g, ""));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exporter CSV" }).click()]);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Numéro;Identifiant;Date;Statut;Client;E-mail;Articles;Total (EUR);Livraison (EUR);Numéro de suivi");
    const records = lines.slice(1);
    expect(records.length).toBe(expected);
    for (const record of records) expect(record.split(";")[3]).toBe("Livrée");
    await page.getByText("Export terminé").waitFor();
  });
});
