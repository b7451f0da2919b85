// /impression « Gestion Impression »: the printing products of the demo data with their margin,
// a product created with its image and two variants, an edit refused in French then saved, an
// optimistic deactivation, a move up, and the refused delete of a product customers ordered.
import type { Page } from "playwright-core";
import { browserPerFile } from "../support/browser";
import { addCatalogueRecord, ordersWithProduct, storedById, storedByName } from "../support/catalogue";
import {
  deactivateOptimistically,
  deleteFromMenu,
  expectDeleteRefused,
  moveUpWithMenu,
  chooseNewImage,
  openCatalogueList,
  openNewDrawer,
  rowNames,
  rowOf,
  saveDrawer,
} from "../support/catalogueScreen";

jest.setTimeout(180_000);

const openPage = browserPerFile();
const FIRST = "Poster 30 × 40 cm";
const SEEDED = [FIRST, "Poster 50 × 70 cm", "Toile sur châssis 40 × 40 cm", "Tasse en céramique", "T-shirt coton bio", "Coussin 45 × 45 cm"];
const NAME = "Sweat à capuche (e2e)";

const variant = (page: Page, n: number) => page.getByRole("dialog").getByRole("group", { name: `Variante ${n}` });

const SCREEN = { nav: "Produits", path: "/impression", heading: "Gestion Impression", table: "Produits", first: FIRST };
const table = (page: Page) => page.getByRole("table", { name: SCREEN.table });

describe("produits d'impression", () => {
  it("liste les produits avec prix, coût, marge et variantes ; refuse de supprimer un produit commandé, en disant combien", async () => {
    const page = await openPage();
    await openCatalogueList(page, SCREEN);
    expect((await rowNames(table(page))).slice(0, SEEDED.length)).toEqual(SEEDED);
    // 24,90 € − 6,50 € = 18,40 €, 73,9 % of the price; the T-shirt has its five sizes.
    for (const text of ["24,90\u00a0€", "6,50\u00a0€", "18,40\u00a0€", "73,9\u00a0%"])
      await rowOf(table(page), FIRST).getByText(text, { exact: true }).waitFor();
    await rowOf(table(page), "T-shirt coton bio").getByRole("cell", { name: "5", exact: true }).waitFor();

    const count = await ordersWithProduct("poster-30x40");
    expect(count).toBeGreaterThan(0);
    await deleteFromMenu(page, FIRST);
    await expectDeleteRefused(page, "Ce produit", count, ["commande", "commandes"], "figure dans");
    expect(await storedById("products", "poster-30x40")).toMatchObject({ isActive: true });
  });

  it("crée un produit avec son image et deux variantes, marge calculée pendant la saisie ; il reste après rechargement", async () => {
    const page = await openPage();
    await openCatalogueList(page, SCREEN);
    const create = await openNewDrawer(page, SCREEN, "Nouveau produit", "Nouveau produit");
    await create.getByLabel("Nom").fill(NAME);
    await create.getByLabel("Format").fill("S à XL");
    await create.getByLabel("Prix de vente").fill("49,90");
    await create.getByLabel("Coût d’impression").fill("18,70");
    await create.getByText("Marge\u00a0: 31,20\u00a0€ (62,5\u00a0%)").waitFor();
    await chooseNewImage(page, create, "Image du produit", "sweat.png");
    for (const [n, name, supplement] of [
      [1, "Taille M", "0"],
      [2, "Taille XL", "3,00"],
    ] as const) {
      await create.getByRole("button", { name: "Ajouter une variante" }).click();
      await variant(page, n).getByLabel("Nom de la variante").fill(name);
      await variant(page, n).getByLabel("Supplément").fill(supplement);
    }
    await saveDrawer(page, SCREEN, create);

    const stored = await storedByName("products", NAME);
    expect(stored).toMatchObject({
      basePrice: 49.9,
      printCost: 18.7,
      format: "S à XL",
      isActive: true,
      imageUrl: expect.stringMatching(/^media\/sweat(-\d+)?\.png$/),
    });
    expect(stored?.variants.map((v: Record<string, unknown>) => [v.name, v.priceSupplement, v.isActive])).toEqual([
      ["Taille M", 0, true],
      ["Taille XL", 3, true],
    ]);
    await page.reload();
    await rowOf(table(page), NAME).getByText("31,20\u00a0€", { exact: true }).waitFor();
    await rowOf(table(page), NAME).getByRole("cell", { name: "2", exact: true }).waitFor();
  });

  it("refuse en français un nom de variante en double puis enregistre ; désactive tout de suite ; remonte d'un rang", async () => {
    const name = `Mug isotherme (e2e ${Date.now()})`;
    const id = await addCatalogueRecord("products", { name, basePrice: 22, printCost: 7.5, variants: [] });
    const page = await openPage();
    await openCatalogueList(page, SCREEN);
    // Opened by its address: the drawer is part of the URL.
    await page.goto(`/impression/${id}`);
    const edit = page.getByRole("dialog", { name: `Modifier «\u00a0${name}\u00a0»` });
    for (const [n, variantName] of [
      [1, "Taille unique"],
      [2, "taille UNIQUE"],
    ] as const) {
      await edit.getByRole("button", { name: "Ajouter une variante" }).click();
      await variant(page, n).getByLabel("Nom de la variante").fill(variantName);
    }
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await variant(page, 2).getByText("Ce nom de variante est déjà utilisé pour ce produit.").waitFor();
    expect(await storedById("products", id)).toMatchObject({ variants: [], version: 1 });

    await variant(page, 2).getByLabel("Nom de la variante").fill("Grand modèle");
    await saveDrawer(page, SCREEN, edit);
    expect((await storedById("products", id))?.variants.map((v: Record<string, unknown>) => v.name)).toEqual(["Taille unique", "Grand modèle"]);

    await deactivateOptimistically(page, name, "SetPrintingProductActive");
    expect(await storedById("products", id)).toMatchObject({ isActive: false });

    const before = await rowNames(table(page));
    expect(before[before.length - 1]).toBe(name);
    await moveUpWithMenu(page, name, "ReorderPrintingProducts");
    const expected = [...before.slice(0, -2), name, before[before.length - 2]!];
    expect(await rowNames(table(page))).toEqual(expected);
    expect((await storedById("products", id))?.position).toBe(expected.length - 2);
  });
});
