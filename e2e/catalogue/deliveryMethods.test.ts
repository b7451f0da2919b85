import type { Page } from "playwright-core";
import { browserPerFile, waitForPath } from "../support/browser";
import { ordersUsingDeliveryMethod } from "../support/catalogue";
import {
  deactivateOptimistically,
  deleteFromMenu,
  expectDeleteRefused,
  moveUpWithKeyboard,
  openCatalogueList,
  rowNames,
  rowOf,
} from "../support/catalogueScreen";

jest.setTimeout(180_000);

const openPage = browserPerFile();
const SEEDED = ["Colissimo à domicile", "Mondial Relay en point relais", "Chronopost express", "Retrait à l'atelier"];
const NAME = "Coursier lyonnais (e2e)";

async function openList(): Promise<Page> {
  const page = await openPage();
  await openCatalogueList(page, {
    nav: "Modes de livraison",
    path: "/delivery-methods",
    heading: "Modes de Livraison",
    table: "Modes de livraison",
    first: SEEDED[0]!,
  });
  return page;
}

const table = (page: Page) => page.getByRole("table", { name: "Modes de livraison" });
const row = (page: Page, name: string) => rowOf(table(page), name);

describe("modes de livraison", () => {
  it("liste le catalogue, crée un mode qui reste après rechargement, refuse un délai incohérent, le désactive, le remonte et le supprime", async () => {
    const page = await openList();
    expect((await rowNames(table(page))).slice(0, 4)).toEqual(SEEDED);

    await page.getByRole("button", { name: "Nouveau mode de livraison" }).click();
    await waitForPath(page, "/delivery-methods/new");
    const create = page.getByRole("dialog", { name: "Nouveau mode de livraison" });
    await create.getByLabel("Nom").fill(NAME);
    await create.getByLabel("Transporteur").fill("Coursier");
    await create.getByLabel("Prix").fill("9,50");
    await create.getByLabel("Délai minimal").fill("1");
    await create.getByLabel("Délai maximal").fill("2");
    await create.getByRole("button", { name: "Enregistrer" }).click();
    await create.waitFor({ state: "hidden" });
    await waitForPath(page, "/delivery-methods");
    await row(page, NAME).getByText("9,50\u00a0€").waitFor();
    await page.reload();
    await row(page, NAME).getByText("1 à 2\u00a0jours").waitFor();

    // Edit: a maximal delay below the minimal one is refused in French, under its field; leaving asks first.
    await table(page).getByRole("link", { name: NAME }).click();
    const edit = page.getByRole("dialog", { name: /^Modifier/ });
    await edit.getByLabel("Délai minimal").fill("5");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await edit.getByText("Le délai maximal doit être supérieur ou égal au délai minimal.").waitFor();
    await edit.getByRole("button", { name: "Annuler" }).click();
    await page
      .getByRole("alertdialog", { name: /^Abandonner les modifications/ })
      .getByRole("button", { name: "Abandonner" })
      .click();
    await edit.waitFor({ state: "hidden" });
    await waitForPath(page, "/delivery-methods");

    await deactivateOptimistically(page, NAME, "SetDeliveryMethodActive");

    const before = await rowNames(table(page));
    expect(before[before.length - 1]).toBe(NAME);
    await moveUpWithKeyboard(page, NAME, "ReorderDeliveryMethods");
    const expected = [...before.slice(0, -2), NAME, before[before.length - 2]!];
    await page.reload();
    await table(page).getByRole("link", { name: NAME }).waitFor();
    expect(await rowNames(table(page))).toEqual(expected);
    expect(await page.getByLabel(`${NAME} actif`).isChecked()).toBe(false);

    await deleteFromMenu(page, NAME);
    await page.getByText("Suppression effectuée").first().waitFor();
    await table(page).getByRole("link", { name: NAME }).waitFor({ state: "detached" });
  });

  it("refuse de supprimer un mode utilisé par des commandes, en disant combien, et propose de le désactiver", async () => {
    const page = await openList();
    const count = await ordersUsingDeliveryMethod("colissimo");
    expect(count).toBeGreaterThan(0);
    await deleteFromMenu(page, "Colissimo à domicile");
    await expectDeleteRefused(page, "Ce mode de livraison", count, ["commande", "commandes"]);
    await table(page).getByRole("link", { name: "Colissimo à domicile" }).waitFor();
  });

  it("« Enregistrer » attend une modification (et se désactive quand on la défait) ; chaque champ de texte borné compte ses caractères", async () => {
    const page = await openList();
    const name = SEEDED[2]!;
    await table(page).getByRole("link", { name, exact: true }).click();
    const edit = page.getByRole("dialog", { name: /^Modifier/ });
    const save = edit.getByRole("button", { name: "Enregistrer" });
    const field = edit.getByLabel("Nom");
    await field.waitFor();
    expect(await save.isDisabled()).toBe(true);

    // The counter is under the field, says the schema's bound (80 for a name), and describes the field.
    const counter = edit.getByTestId("character-count").first();
    expect(await counter.innerText()).toBe(`${name.length}\u00a0/\u00a080 caractères`);
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    const counterHolder = await counter.evaluate((el) => el.closest("[id]")?.id ?? "");
    expect(describedBy.split(" ")).toContain(counterHolder);

    await field.fill(`${name} !`);
    await edit.getByText(`${name.length + 2}\u00a0/\u00a080 caractères`).waitFor();
    await save.waitFor({ state: "visible" });
    expect(await save.isEnabled()).toBe(true);
    // Undone, the form is as it opened: nothing to save again.
    await field.fill(name);
    await edit.locator("button[type=submit]:disabled").waitFor();
    await edit.getByRole("button", { name: "Annuler" }).click();
    await edit.waitFor({ state: "hidden" });

    // A new method: « Enregistrer » is there from the start (saving it untouched says what is missing).
    await page.getByRole("button", { name: "Nouveau mode de livraison" }).click();
    const create = page.getByRole("dialog", { name: "Nouveau mode de livraison" });
    await create.getByLabel("Nom").waitFor();
    expect(await create.getByRole("button", { name: "Enregistrer" }).isEnabled()).toBe(true);
    expect(await create.getByTestId("character-count").first().innerText()).toBe("0\u00a0/\u00a080 caractères");
  });
});
