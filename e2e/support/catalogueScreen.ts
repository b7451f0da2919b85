/** What the catalogue screens' e2e tests do the same way on each list (ui/resource's ResourceList). */
import type { Locator, Page } from "playwright-core";
import { clickClearOfToasts, loginAsAdmin, waitForPath } from "./browser";
import { frenchCount } from "./catalogue";
import { USAGE_COUNT_CAP } from "@atelier/domain/catalogue/limits";
import { holdOperation } from "./holdOperation";

/** A 1×1 PNG, as an administrator would choose a catalogue image. */
export const ONE_PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/**
 * Gives a drawer's image field an image the way an administrator does: « <label> : choisir une
 * image » opens the media library's picker, the file is uploaded there, then chosen.
 */
export async function chooseNewImage(page: Page, drawer: Locator, label: string, fileName: string): Promise<void> {
  await drawer.getByRole("button", { name: `${label}\u00a0: choisir une image` }).click();
  const picker = page.getByRole("dialog", { name: "Choisir une image" });
  await picker.getByLabel("Envoyer des images").setInputFiles({ name: fileName, mimeType: "image/png", buffer: ONE_PIXEL_PNG });
  // The library may hold a file of that name already (the local disk keeps files): « -2 »…
  await picker
    .getByText(`media/${fileName.replace(/\.png$/, "")}`, { exact: false })
    .first()
    .waitFor();
  await picker.getByRole("button", { name: "Choisir", exact: true }).click();
  await picker.waitFor({ state: "hidden" });
  await drawer.getByRole("img", { name: "Aperçu" }).waitFor();
}

export type CatalogueScreen = {
  /** The sidebar entry (« Modes de livraison »). */
  nav: string;
  path: string;
  /** The page's h1 (its title). */
  heading: string;
  /** The table's accessible name. */
  table: string;
  /** An item of the demo data, to know the list has loaded. */
  first: string;
};

/** Signs in, opens the screen from the sidebar, and waits for its list. */
export async function openCatalogueList(page: Page, screen: CatalogueScreen): Promise<void> {
  await loginAsAdmin(page);
  await page.getByRole("link", { name: screen.nav }).click();
  await waitForPath(page, screen.path);
  await page.getByRole("heading", { name: screen.heading }).waitFor();
  await page.getByRole("table", { name: screen.table }).getByRole("link", { name: screen.first }).waitFor();
}

/** The table row of the item `name` (the row whose name link says exactly that). */
export const rowOf = (table: Locator, name: string) => table.getByRole("row").filter({ has: table.page().getByRole("link", { name, exact: true }) });

/** Opens the screen's creation drawer with its « Nouveau … » button: the drawer, at `${path}/new`. */
export async function openNewDrawer(page: Page, screen: CatalogueScreen, button: string, title: string): Promise<Locator> {
  await page.getByRole("button", { name: button }).click();
  await waitForPath(page, `${screen.path}/new`);
  return page.getByRole("dialog", { name: title });
}

/** « Enregistrer », then the drawer closes and the URL is the list's again. */
export async function saveDrawer(page: Page, screen: CatalogueScreen, drawer: Locator): Promise<void> {
  await drawer.getByRole("button", { name: "Enregistrer" }).click();
  await drawer.waitFor({ state: "hidden" });
  await waitForPath(page, screen.path);
}

/** The names of the list's rows, top to bottom (each row's name is the link to its drawer). */
export async function rowNames(table: Locator): Promise<string[]> {
  return (await table.getByRole("link").allInnerTexts()).map((name) => name.trim());
}

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still not true after ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The GraphQL answer of `operationName`, once it arrives. */
export const answerOf = (page: Page, operationName: string) =>
  page.waitForResponse((response) => response.url().endsWith("/graphql") && response.request().postDataJSON()?.operationName === operationName);

/**
 * Switches `name` off with the keyboard while the server's answer is held back: the switch shows
 * the change before the answer (optimistic), and the success toast after it.
 */
export async function deactivateOptimistically(page: Page, name: string, operationName: string): Promise<void> {
  const toggle = page.getByLabel(`${name} actif`);
  if (!(await toggle.isChecked())) throw new Error(`${name} is already inactive`);
  const held = await holdOperation(page, operationName);
  await toggle.focus();
  await page.keyboard.press("Space");
  await held.arrived;
  await until(`${name} shown inactive before the server answers`, async () => !(await toggle.isChecked()));
  held.release();
  await page.getByText("Désactivation enregistrée").first().waitFor();
  await page.unroute("**/graphql");
}

/** Moves `name` one place up with its row menu (« Monter ») and waits for the save. */
export async function moveUpWithMenu(page: Page, name: string, operationName: string): Promise<void> {
  const saved = answerOf(page, operationName);
  await clickClearOfToasts(page, page.getByRole("button", { name: `Actions pour ${name}` }));
  await clickClearOfToasts(page, page.getByRole("menuitem", { name: "Monter" }));
  await saved;
}

/** Moves `name` one place up with the keyboard (its handle: Espace, ↑, Espace) and waits for the save. */
export async function moveUpWithKeyboard(page: Page, name: string, operationName: string): Promise<void> {
  const saved = answerOf(page, operationName);
  await page.getByRole("button", { name: `Déplacer ${name}` }).focus();
  for (const key of ["Space", "ArrowUp", "Space"]) {
    await page.keyboard.press(key);
    // dnd-kit measures the rows between key presses.
    await page.waitForTimeout(200);
  }
  await saved;
}

/** Asks to delete `name` from its row menu and confirms; resolves to the dialog that follows, if any. */
export async function deleteFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `Actions pour ${name}` }).click();
  await page.getByRole("menuitem", { name: "Supprimer" }).click();
  const confirm = page.getByRole("alertdialog", { name: new RegExp(`^Supprimer «\\s${escape(name)}\\s»`) });
  await confirm.getByRole("button", { name: "Supprimer" }).click();
}

/**
 * A delete refused because `count` records use the item: the server's message (« Ce mode … est
 * utilisé par 3 commandes : … », or with `usedBy` « figure dans »), and « Désactiver » offered.
 */
export async function expectDeleteRefused(
  page: Page,
  subject: string,
  count: number,
  noun: [one: string, many: string],
  usedBy = "est utilisé par",
): Promise<void> {
  const refusal = page.getByRole("alertdialog", { name: "Suppression impossible" });
  // Uses are counted up to USAGE_COUNT_CAP (one read, docs/api-limits.md): beyond, « au moins 1 000 ».
  const amount = count >= USAGE_COUNT_CAP ? `au moins ${frenchCount(USAGE_COUNT_CAP)}` : frenchCount(count);
  await refusal
    .getByText(`${subject} ${usedBy} ${amount} ${count === 1 ? noun[0] : noun[1]}\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.`)
    .waitFor();
  await refusal.getByRole("button", { name: "Désactiver" }).waitFor();
  await refusal.getByRole("button", { name: "Annuler" }).click();
  await refusal.waitFor({ state: "hidden" });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
