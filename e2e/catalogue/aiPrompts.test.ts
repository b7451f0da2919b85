// /ai-prompts « Prompts IA »: the image-to-image prompts of the demo data, a prompt created with a
// decimal-comma strength, an edit refused in French then saved, an optimistic deactivation, a
// move up, and the refused delete of a prompt creations use.
import type { Page } from "playwright-core";
import { browserPerFile } from "../support/browser";
import { addCatalogueRecord, creationsUsingStyle, storedById, storedByName } from "../support/catalogue";
import {
  deactivateOptimistically,
  deleteFromMenu,
  expectDeleteRefused,
  moveUpWithMenu,
  openCatalogueList,
  openNewDrawer,
  rowNames,
  rowOf,
  saveDrawer,
} from "../support/catalogueScreen";

jest.setTimeout(180_000);

const openPage = browserPerFile();
const FIRST = "Portrait peint à l'huile";
const SEEDED = [FIRST, "Bande dessinée", "Croquis au crayon", "Vitrail", "Impressionniste"];
const NAME = "Mosaïque romaine (e2e)";

const SCREEN = { nav: "ImageToImage", path: "/ai-prompts", heading: "Prompts IA", table: "Prompts IA", first: FIRST };
const table = (page: Page) => page.getByRole("table", { name: SCREEN.table });

describe("prompts image-to-image", () => {
  it("liste les prompts avec leur force ; refuse de supprimer un prompt utilisé par des créations, en disant combien", async () => {
    const page = await openPage();
    await openCatalogueList(page, SCREEN);
    expect((await rowNames(table(page))).slice(0, SEEDED.length)).toEqual(SEEDED);
    await rowOf(table(page), FIRST).getByRole("cell", { name: "0,65", exact: true }).waitFor();
    expect(await page.getByLabel("Impressionniste actif").isChecked()).toBe(false);

    const count = await creationsUsingStyle("portrait-peint");
    expect(count).toBeGreaterThan(0);
    await deleteFromMenu(page, FIRST);
    await expectDeleteRefused(page, "Ce prompt", count, ["création", "créations"]);
    expect(await storedById("aiPrompts", "portrait-peint")).toMatchObject({ isActive: true });
  });

  it("crée un prompt, force tapée avec une virgule ; il reste après rechargement", async () => {
    const page = await openPage();
    await openCatalogueList(page, SCREEN);
    const create = await openNewDrawer(page, SCREEN, "Nouveau prompt", "Nouveau prompt");
    await create.getByLabel("Nom").fill(NAME);
    await create.getByLabel("Prompt").fill("transforme la photo en mosaïque romaine, tesselles de marbre");
    await create.getByLabel("Force").fill("0,45");
    await create.getByLabel("Coût en crédits").fill("2");
    await saveDrawer(page, SCREEN, create);
    expect(await storedByName("aiPrompts", NAME)).toMatchObject({ strength: 0.45, creditCost: 2, isActive: true });
    await page.reload();
    await rowOf(table(page), NAME).getByRole("cell", { name: "0,45", exact: true }).waitFor();
  });

  it("refuse en français une force de 1,5 puis enregistre ; désactive tout de suite ; remonte d'un rang", async () => {
    const name = `Gravure sur bois (e2e ${Date.now()})`;
    const id = await addCatalogueRecord("aiPrompts", { name, prompt: "transforme la photo en gravure sur bois", strength: 0.6 });
    const page = await openPage();
    await openCatalogueList(page, SCREEN);
    // Opened by its address: the drawer is part of the URL.
    await page.goto(`/ai-prompts/${id}`);
    const edit = page.getByRole("dialog", { name: `Modifier «\u00a0${name}\u00a0»` });
    await edit.getByLabel("Force").fill("1,5");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await edit.getByText("La force doit être comprise entre 0 et 1.").waitFor();
    expect(await storedById("aiPrompts", id)).toMatchObject({ strength: 0.6, version: 1 });

    await edit.getByLabel("Force").fill("0,75");
    await saveDrawer(page, SCREEN, edit);
    expect(await storedById("aiPrompts", id)).toMatchObject({ strength: 0.75, version: 2 });

    await deactivateOptimistically(page, name, "SetImageToImagePromptActive");
    expect(await storedById("aiPrompts", id)).toMatchObject({ isActive: false });

    const before = await rowNames(table(page));
    expect(before[before.length - 1]).toBe(name);
    await moveUpWithMenu(page, name, "ReorderImageToImagePrompts");
    const expected = [...before.slice(0, -2), name, before[before.length - 2]!];
    expect(await rowNames(table(page))).toEqual(expected);
    expect((await storedById("aiPrompts", id))?.position).toBe(expected.length - 2);
  });
});
