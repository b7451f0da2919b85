// /ai-prompts « Prompts IA »: the image-to-image prompts of the demo data, a prompt created with
// a decimal-comma strength, an edit refused in French then saved, an optimistic deactivation, a
// move, and the refused delete of a prompt creations use.
import type { Page } from "playwright-core";
import { browserPerFile, loginAsAdmin, waitForPath, waitForTitle } from "../support/browser";
import {
  addCatalogueRecord,
  countOf,
  deactivateOptimistically,
  expectDeleteRefused,
  frenchInteger,
  listedNames,
  loadedList,
  moveLastUp,
  rowNamed,
  storedById,
  storedByName,
} from "../support/catalogueScreens";

jest.setTimeout(90_000);

const openPage = browserPerFile();

const SEEDED = ["Portrait peint à l'huile", "Bande dessinée", "Croquis au crayon", "Vitrail", "Impressionniste"];

async function openPrompts(page: Page, path = "/ai-prompts") {
  await loginAsAdmin(page);
  await page.goto(path);
  await waitForTitle(page, "Prompts IA - Admin");
  return loadedList(page, "Prompts IA");
}

describe("prompts image-to-image", () => {
  it("liste les prompts de la démo avec leur force, et refuse de supprimer un prompt utilisé par des créations", async () => {
    const page = await openPage();
    const table = await openPrompts(page);
    expect((await listedNames(table)).filter((name) => SEEDED.includes(name))).toEqual(SEEDED);
    await rowNamed(table, "Portrait peint à l'huile").getByRole("cell", { name: "0,65", exact: true }).waitFor();
    expect(await page.getByLabel("Impressionniste actif", { exact: true }).isChecked()).toBe(false);

    const creations = await countOf((db) => db.collection("creations").where("style", "==", "portrait-peint"));
    expect(creations).toBeGreaterThan(1);
    await expectDeleteRefused(
      page,
      "Portrait peint à l'huile",
      `Ce prompt est utilisé par ${frenchInteger(creations)} créations\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.`,
    );
    expect(await storedById("aiPrompts", "portrait-peint")).toMatchObject({ isActive: true });
  });

  it("crée un prompt, force tapée avec une virgule ; il reste après un rechargement", async () => {
    const page = await openPage();
    await openPrompts(page);
    await page.getByRole("button", { name: "Nouveau prompt" }).click();
    await waitForPath(page, "/ai-prompts/new");
    const drawer = page.getByRole("dialog", { name: "Nouveau prompt" });
    await drawer.getByLabel("Nom", { exact: true }).fill("Mosaïque romaine");
    await drawer.getByLabel("Prompt", { exact: true }).fill("transforme la photo en mosaïque romaine, tesselles de marbre");
    await drawer.getByLabel("Force").fill("0,45");
    await drawer.getByLabel("Coût en crédits").fill("2");
    await drawer.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Prompt créé").waitFor();
    await waitForPath(page, "/ai-prompts");
    await drawer.waitFor({ state: "hidden" });
    expect((await storedByName("aiPrompts", "Mosaïque romaine"))?.data).toMatchObject({ strength: 0.45, creditCost: 2, isActive: true });

    await page.reload();
    const row = rowNamed(await loadedList(page, "Prompts IA"), "Mosaïque romaine");
    await row.getByRole("cell", { name: "0,45", exact: true }).waitFor();
  });

  it("refuse en français une force de 1,5, puis enregistre ; désactive tout de suite ; monte d'un rang", async () => {
    const name = `Gravure sur bois ${Date.now()}`;
    const id = await addCatalogueRecord("aiPrompts", { name, prompt: "transforme la photo en gravure sur bois", strength: 0.6 });
    const page = await openPage();
    const table = await openPrompts(page, `/ai-prompts/${id}`);

    const drawer = page.getByRole("dialog", { name: `Modifier «\u00a0${name}\u00a0»` });
    const strength = drawer.getByLabel("Force");
    await strength.fill("1,5");
    await drawer.getByRole("button", { name: "Enregistrer" }).click();
    await drawer.getByText("La force doit être comprise entre 0 et 1.").waitFor();
    expect(await storedById("aiPrompts", id)).toMatchObject({ strength: 0.6, version: 1 });

    await strength.fill("0,75");
    await drawer.getByRole("button", { name: "Enregistrer" }).click();
    await drawer.waitFor({ state: "hidden" });
    expect(await storedById("aiPrompts", id)).toMatchObject({ strength: 0.75, version: 2 });

    await deactivateOptimistically(page, name, "SetImageToImagePromptActive");
    expect(await storedById("aiPrompts", id)).toMatchObject({ isActive: false });

    const order = await moveLastUp(page, table, "ReorderImageToImagePrompts");
    expect((await storedById("aiPrompts", id))?.position).toBe(order.indexOf(name));
  });
});
