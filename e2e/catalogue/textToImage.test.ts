import type { Page } from "playwright-core";
import { browserPerFile, waitForPath } from "../support/browser";
import { styleInUse } from "../support/catalogue";
import {
  chooseNewImage,
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
const SEEDED = ["Aquarelle", "Pop Art", "Cyberpunk", "Ukiyo-e", "Art déco", "Pastel doux", "Noir et blanc", "Fantaisie"];
const NAME = "Néon rétro (e2e)";

async function openList(): Promise<Page> {
  const page = await openPage();
  await openCatalogueList(page, {
    nav: "TextToImage",
    path: "/text-to-image",
    heading: "Styles texte-vers-image",
    table: "Styles texte-vers-image",
    first: SEEDED[0]!,
  });
  return page;
}

const table = (page: Page) => page.getByRole("table", { name: "Styles texte-vers-image" });
const row = (page: Page, name: string) => rowOf(table(page), name);

describe("styles texte-vers-image", () => {
  it("liste les styles, en crée un avec son aperçu qui reste après rechargement, refuse un nom déjà pris, le désactive, le remonte et le supprime", async () => {
    const page = await openList();
    expect((await rowNames(table(page))).slice(0, SEEDED.length)).toEqual(SEEDED);

    await page.getByRole("button", { name: "Nouveau style" }).click();
    await waitForPath(page, "/text-to-image/new");
    const create = page.getByRole("dialog", { name: "Nouveau style" });
    await create.getByLabel("Nom").fill(NAME);
    await create.getByLabel("Prompt", { exact: true }).fill("affiche rétro aux néons roses et bleus");
    await chooseNewImage(page, create, "Image d’aperçu", "apercu.png");
    await create.getByLabel("Coût en crédits par génération").fill("4");
    await create.getByRole("button", { name: "Enregistrer" }).click();
    await create.waitFor({ state: "hidden" });
    await row(page, NAME).getByRole("cell", { name: "4", exact: true }).waitFor();
    await page.reload();
    await row(page, NAME)
      .getByRole("img", { name: `Aperçu du style ${NAME}` })
      .waitFor();

    // Edit: another style's name is refused in French (the server's rule, run in the form), under the field.
    await table(page).getByRole("link", { name: NAME }).click();
    await page.waitForURL((url) => /^\/text-to-image\/(?!new$)[^/]+$/.test(url.pathname));
    const edit = page.getByRole("dialog", { name: /^Modifier/ });
    await edit.getByLabel("Nom").fill("aquarelle");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await edit.getByText("Ce nom est déjà utilisé.").waitFor();
    await page.goBack();
    await page
      .getByRole("alertdialog", { name: /^Abandonner les modifications/ })
      .getByRole("button", { name: "Abandonner" })
      .click();
    await edit.waitFor({ state: "hidden" });
    await waitForPath(page, "/text-to-image");

    await deactivateOptimistically(page, NAME, "SetTextToImageStyleActive");

    const before = await rowNames(table(page));
    expect(before[before.length - 1]).toBe(NAME);
    await moveUpWithKeyboard(page, NAME, "ReorderTextToImageStyles");
    await page.reload();
    await table(page).getByRole("link", { name: NAME }).waitFor();
    expect(await rowNames(table(page))).toEqual([...before.slice(0, -2), NAME, before[before.length - 2]!]);

    await deleteFromMenu(page, NAME);
    await page.getByText("Suppression effectuée").first().waitFor();
    await table(page).getByRole("link", { name: NAME }).waitFor({ state: "detached" });
  });

  it("refuse de supprimer un style utilisé par des créations, en disant combien, et propose de le désactiver", async () => {
    const page = await openList();
    const used = await styleInUse();
    await deleteFromMenu(page, used.name);
    await expectDeleteRefused(page, "Ce style", used.count, ["création", "créations"]);
  });
});
