/**
 * Saved views and the column picker (docs/saved-views.md): a shared view saved in one browser
 * shows in a second signed-in one with its count and gives the same list; a hidden column stays
 * hidden in the URL; the save dialog passes axe at 1440 and 390 px. A view that follows a work
 * queue shows its late count; the work queues' card links to the late list.
 */
import type { Page } from "playwright-core";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, clickClearOfToasts, loginAsAdmin, signedInOpener, waitForTitle, type Viewport } from "./support/browser";
import { horizontalOverflow } from "./support/overlaps";

jest.setTimeout(180_000);

const openPage = browserPerFile();
const openAsAdmin = signedInOpener(openPage);

const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

const table = (page: Page) => page.locator('table[aria-label="Commandes"]');
const views = (page: Page) => page.getByRole("group", { name: "Vues enregistrées" });
/** A view's tab (the actions' button beside it has no aria-pressed). */
const viewTab = (page: Page, name: string) => views(page).locator("[aria-pressed]").filter({ hasText: name });

async function openOrders(page: Page, search = "") {
  await page.goto(`/orders${search}`);
  await waitForTitle(page, "Gestion des Commandes - Admin");
  await table(page).locator("tbody tr").first().waitFor();
}

/** The order numbers of the rows shown, once loaded (a skeleton row's cells are empty). */
async function shownIds(page: Page): Promise<string[]> {
  const cells = 'table[aria-label="Commandes"] tbody tr td:nth-child(2)';
  await page.waitForFunction((selector) => {
    const shown = Array.from(document.querySelectorAll(selector));
    return shown.length > 0 && shown.every((cell) => cell.textContent?.trim());
  }, cells);
  return page.locator(cells).allTextContents();
}

describe("vues enregistrées", () => {
  it("une vue partagée enregistrée dans un navigateur s'ouvre dans un second, avec son compteur et la même liste ; puis se supprime après confirmation", async () => {
    const name = `Payées par total ${Date.now() % 100000}`;
    const first = await openAsAdmin();
    await openOrders(first, "?status=PAID&sort=total%3Adesc");
    const expected = await shownIds(first);
    // The list's header says « N commandes » (its totalCount); the toast saying it too is left out.
    const total = (await first
      .locator("p")
      .filter({ hasText: /^\d[\d\u00a0\u202f ]* commandes?$/ })
      .textContent())!.replace(/\D/g, "");

    await clickClearOfToasts(first, views(first).getByRole("button", { name: "Enregistrer la vue" }));
    const dialog = first.getByRole("dialog", { name: "Enregistrer la vue" });
    await dialog.getByRole("textbox", { name: /Nom de la vue/ }).fill(name);
    await dialog.getByText("Partager avec les autres administrateurs").click();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await dialog.waitFor({ state: "detached" });
    // The view saved is the list's current state: its tab is the active one.
    await viewTab(first, name).and(first.locator('[aria-pressed="true"]')).waitFor();
    await viewTab(first, name)
      .getByTestId("view-count")
      .filter({ hasText: new RegExp(`^${total}$`) })
      .waitFor();

    // A second browser, signed in on its own, sees the shared view and its count.
    const second = await openAsAdmin();
    await openOrders(second);
    const tab = viewTab(second, name);
    await tab.waitFor();
    await tab
      .getByTestId("view-count")
      .filter({ hasText: new RegExp(`^${total}$`) })
      .waitFor();
    await tab.click();
    await second.waitForURL((url) => url.searchParams.get("status") === "PAID" && url.searchParams.get("sort") === "total:desc");
    await viewTab(second, name).and(second.locator('[aria-pressed="true"]')).waitFor();
    await second.waitForFunction((ids) => {
      const cells = Array.from(document.querySelectorAll('table[aria-label="Commandes"] tbody tr td:nth-child(2)')).map((c) => c.textContent);
      return JSON.stringify(cells) === JSON.stringify(ids);
    }, expected);

    // Deleting asks first, then the tab leaves.
    await clickClearOfToasts(second, second.getByRole("button", { name: `Actions de la vue « ${name} »` }));
    await second.getByRole("menuitem", { name: "Supprimer" }).click();
    const confirm = second.getByRole("alertdialog", { name: new RegExp(`Supprimer la vue`) });
    await confirm.getByText("Elle disparaîtra pour tous les administrateurs.").waitFor();
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await tab.waitFor({ state: "detached" });
  });

  it("« Colonnes » masque une colonne ; l'URL la garde masquée au rechargement", async () => {
    const page = await openAsAdmin();
    await openOrders(page);
    await table(page).getByRole("columnheader", { name: "Total" }).waitFor();
    await clickClearOfToasts(page, page.getByRole("button", { name: "Colonnes" }));
    const total = page.getByRole("menuitemcheckbox", { name: "Total" });
    await total.click();
    await page.waitForURL((url) => (url.searchParams.get("cols") ?? "").length > 0 && !url.searchParams.get("cols")!.split(",").includes("total"));
    await page.keyboard.press("Escape");
    await table(page).getByRole("columnheader", { name: "Total" }).waitFor({ state: "detached" });
    await page.reload();
    await table(page).locator("tbody tr").first().waitFor();
    await table(page).getByRole("columnheader", { name: "Client" }).waitFor();
    expect(await table(page).getByRole("columnheader", { name: "Total" }).count()).toBe(0);
  });

  it("une vue qui suit un niveau de service montre le retard de sa file : autant que la vue compte", async () => {
    const name = `En retard ${Date.now() % 100000}`;
    const page = await openAsAdmin("/orders?late=1");
    await waitForTitle(page, "Gestion des Commandes - Admin");
    await clickClearOfToasts(page, views(page).getByRole("button", { name: "Enregistrer la vue" }));
    const dialog = page.getByRole("dialog", { name: "Enregistrer la vue" });
    await dialog.getByRole("textbox", { name: /Nom de la vue/ }).fill(name);
    await dialog.getByRole("combobox", { name: /Suivre le retard/ }).selectOption({ label: "Payée depuis plus de 48 h sans expédition" });
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await dialog.waitFor({ state: "detached" });
    // The view lists the late orders (late=1): its count and its queue's late count are one figure, counted twice.
    const tab = viewTab(page, name);
    const count = (await tab.getByTestId("view-count").filter({ hasText: /^\d/ }).textContent())!.replace(/\D/g, "");
    // The figure shown (what is read out adds the queue's name: the button's name says it).
    await tab
      .getByTestId("view-late")
      .locator("[aria-hidden]")
      .filter({ hasText: new RegExp(`^${count} en retard$`) })
      .waitFor();
    expect(await tab.textContent()).toMatch(new RegExp(`${count}\\s+en retard\\s+:\\s+Payée depuis plus de 48 h sans expédition`));

    await clickClearOfToasts(page, page.getByRole("button", { name: `Actions de la vue « ${name} »` }));
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    await page
      .getByRole("alertdialog", { name: /Supprimer la vue/ })
      .getByRole("button", { name: "Supprimer" })
      .click();
    await tab.waitFor({ state: "detached" });
  });

  it("les files d'attente du tableau de bord mènent à la liste des commandes en retard", async () => {
    const page = await openAsAdmin();
    await page.goto("/");
    const card = page.getByRole("region", { name: "Files d’attente" });
    const link = card.getByRole("link", { name: "Payée depuis plus de 48 h sans expédition" });
    await clickClearOfToasts(page, link);
    await page.waitForURL((url) => url.pathname === "/orders" && url.searchParams.get("late") === "1");
    await page.getByText("File d’attente : Payée depuis plus de 48 h sans expédition").waitFor();
  });
});

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
] as const)("à %s px", (_label, viewport) => {
  it("la fenêtre « Enregistrer la vue » : sans violation WCAG, rien hors de l'écran", async () => {
    // Signed in at desktop width (the sidebar's navigation proves the sign-in), then resized.
    const page = await openPage(DESKTOP);
    await loginAsAdmin(page);
    await page.setViewportSize(viewport);
    // A phone shows the orders as cards, not a table: the page's title is enough here.
    await page.goto("/orders");
    await waitForTitle(page, "Gestion des Commandes - Admin");
    await clickClearOfToasts(page, views(page).getByRole("button", { name: "Enregistrer la vue" }));
    const dialog = page.getByRole("dialog", { name: "Enregistrer la vue" });
    await dialog.getByText("Partager avec les autres administrateurs").waitFor();
    await animationsSettled(page);
    const problems: string[] = [];
    const violations = await axeReport(page, `« Enregistrer la vue » à ${viewport.width} px`);
    if (violations) problems.push(violations);
    problems.push(...(await horizontalOverflow(page)));
    expect(problems).toEqual([]);
  });
});
