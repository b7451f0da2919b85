// /impression « Gestion Impression »: the printing products of the demo data, a product created
// with two variants, an edit refused in French then saved, an optimistic deactivation, a move,
// and the refused delete of a product customers have ordered.
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

const SEEDED = ["Poster 30 × 40 cm", "Poster 50 × 70 cm", "Toile sur châssis 40 × 40 cm", "Tasse en céramique", "T-shirt coton bio", "Coussin 45 × 45 cm"];

async function openProducts(page: Page, path = "/impression") {
  await loginAsAdmin(page);
  await page.goto(path);
  await waitForTitle(page, "Gestion Impression - Admin");
  return loadedList(page, "Produits");
}

describe("produits d'impression", () => {
  it("liste les produits de la démo avec prix, coût, marge et variantes, et refuse de supprimer un produit commandé", async () => {
    const page = await openPage();
    const table = await openProducts(page);
    expect((await listedNames(table)).filter((name) => SEEDED.includes(name))).toEqual(SEEDED);

    // 24,90 € − 6,50 € = 18,40 €, 73,9 % of the price; the T-shirt has its five sizes.
    const poster = rowNamed(table, "Poster 30 × 40 cm");
    for (const text of [/^24,90\s€$/, /^6,50\s€$/, /^18,40\s€$/, /^73,9\s%$/]) await poster.getByText(text).waitFor();
    await rowNamed(table, "T-shirt coton bio").getByRole("cell", { name: "5", exact: true }).waitFor();

    const orders = await countOf((db) => db.collection("orders").where("productIds", "array-contains", "poster-30x40"));
    expect(orders).toBeGreaterThan(1);
    await expectDeleteRefused(
      page,
      "Poster 30 × 40 cm",
      `Ce produit figure dans ${frenchInteger(orders)} commandes\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.`,
    );
    expect(await storedById("products", "poster-30x40")).toMatchObject({ isActive: true });
  });

  it("crée un produit à deux variantes, marge affichée en direct ; il reste après un rechargement", async () => {
    const page = await openPage();
    await openProducts(page);
    await page.getByRole("button", { name: "Nouveau produit" }).click();
    await waitForPath(page, "/impression/new");
    const drawer = page.getByRole("dialog", { name: "Nouveau produit" });
    await drawer.getByLabel("Nom", { exact: true }).fill("Sweat à capuche");
    await drawer.getByLabel("Format").fill("S à XL");
    await drawer.getByLabel("Prix de vente").fill("49,90");
    await drawer.getByLabel("Coût d’impression").fill("18,70");
    await drawer.getByText(/^Marge\s:\s31,20\s€\s\(62,5\s%\)$/).waitFor();

    for (const [index, name, supplement] of [[1, "Taille M", "0"], [2, "Taille XL", "3,00"]] as const) {
      await drawer.getByRole("button", { name: "Ajouter une variante" }).click();
      const variant = drawer.getByRole("group", { name: `Variante ${index}` });
      await variant.getByLabel("Nom de la variante").fill(name);
      await variant.getByLabel("Supplément").fill(supplement);
    }
    await drawer.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Produit créé").waitFor();
    await waitForPath(page, "/impression");
    await drawer.waitFor({ state: "hidden" });

    const stored = await storedByName("products", "Sweat à capuche");
    expect(stored?.data).toMatchObject({ basePrice: 49.9, printCost: 18.7, format: "S à XL", isActive: true });
    expect(stored?.data.variants.map((v: Record<string, unknown>) => [v.name, v.priceSupplement, v.isActive])).toEqual([
      ["Taille M", 0, true],
      ["Taille XL", 3, true],
    ]);

    await page.reload();
    const table = await loadedList(page, "Produits");
    const row = rowNamed(table, "Sweat à capuche");
    await row.getByText(/^31,20\s€$/).waitFor();
    await row.getByRole("cell", { name: "2", exact: true }).waitFor();
  });

  it("refuse en français un nom de variante en double, puis enregistre ; désactive tout de suite ; monte d'un rang", async () => {
    const name = `Mug isotherme ${Date.now()}`;
    const id = await addCatalogueRecord("products", { name, basePrice: 22, printCost: 7.5, variants: [] });
    const page = await openPage();
    const table = await openProducts(page, `/impression/${id}`);

    // Opened from its URL: the drawer survives a reload.
    const drawer = page.getByRole("dialog", { name: `Modifier «\u00a0${name}\u00a0»` });
    await drawer.waitFor();
    for (const [index, variantName] of [[1, "Taille unique"], [2, "taille UNIQUE"]] as const) {
      await drawer.getByRole("button", { name: "Ajouter une variante" }).click();
      await drawer.getByRole("group", { name: `Variante ${index}` }).getByLabel("Nom de la variante").fill(variantName);
    }
    await drawer.getByRole("button", { name: "Enregistrer" }).click();
    const second = drawer.getByRole("group", { name: "Variante 2" });
    await second.getByText("Ce nom de variante est déjà utilisé pour ce produit.").waitFor();
    expect((await storedById("products", id))?.variants).toEqual([]);

    await second.getByLabel("Nom de la variante").fill("Grand modèle");
    await drawer.getByRole("button", { name: "Enregistrer" }).click();
    await drawer.waitFor({ state: "hidden" });
    await waitForPath(page, "/impression");
    expect((await storedById("products", id))?.variants.map((v: Record<string, unknown>) => v.name)).toEqual(["Taille unique", "Grand modèle"]);

    await deactivateOptimistically(page, name, "SetPrintingProductActive");
    expect(await storedById("products", id)).toMatchObject({ isActive: false });

    // Last of the list, it moves up one place, on screen and in Firestore.
    const order = await moveLastUp(page, table, "ReorderPrintingProducts");
    expect((await storedById("products", id))?.position).toBe(order.indexOf(name));
  });
});
