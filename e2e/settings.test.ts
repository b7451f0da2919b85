// /settings « Paramètres »: the credit packs and the VAT rate changed in their dialogs (a French
// refusal first) and found again after a reload; maintenance mode switched on after a
// confirmation, its banner on every screen, then off.
import type { Page } from "playwright-core";
import { browserPerFile, loginAsAdmin, waitForTitle } from "./support/browser";

jest.setTimeout(180_000);

const openPage = browserPerFile();

async function openSettings(): Promise<Page> {
  const page = await openPage();
  await loginAsAdmin(page, "/settings");
  await waitForTitle(page, "Paramètres - Admin");
  await settingsLoaded(page);
  return page;
}

/** The sections show placeholders until the settings arrive; the switches are enabled then. */
const settingsLoaded = (page: Page) => page.locator("#maintenance input[type=checkbox]:not([disabled])").waitFor({ state: "attached" });

async function saveVatRate(page: Page, rate: string) {
  await page.getByRole("button", { name: "Modifier la section TVA" }).click();
  const dialog = page.getByRole("dialog", { name: "TVA" });
  await dialog.getByLabel("Taux de TVA (%)").fill(rate);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await dialog.waitFor({ state: "hidden" });
}

const packRows = async (page: Page) =>
  (await page.getByRole("table", { name: "Packs de crédits" }).getByRole("row").allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, " ").trim());

describe("paramètres", () => {
  it("change les packs de crédits (ajout, ordre, suppression) et le taux de TVA ; rechargée, la page les montre", async () => {
    const page = await openSettings();
    const before = await packRows(page);
    expect(before.length).toBeGreaterThanOrEqual(2);

    await page.getByRole("button", { name: "Modifier la section Crédits" }).click();
    const dialog = page.getByRole("dialog", { name: "Crédits" });
    await dialog.getByRole("button", { name: "Ajouter un pack" }).click();
    const added = before.length + 1;
    await dialog.getByLabel(`Crédits du pack ${added}`).fill("777");
    await dialog.getByLabel(`Prix du pack ${added}`).fill("0");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await dialog.getByText("Le prix doit être compris entre 0,01\u00a0€ et 10\u00a0000,00\u00a0€.").waitFor();
    await dialog.getByLabel(`Prix du pack ${added}`).fill("129,90");
    await dialog.getByRole("button", { name: `Monter le pack ${added}` }).click();
    await dialog.getByRole("button", { name: "Supprimer le pack 1" }).click();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Crédits enregistrés").first().waitFor();

    await saveVatRate(page, "5,5");
    await page.getByText("Taux de TVA enregistré").first().waitFor();

    await page.reload();
    await settingsLoaded(page);
    const after = await packRows(page);
    const expected = [...before.slice(1, -1), "777 crédits 129,90 €", before.at(-1)!];
    expect(after).toEqual(expected);
    await page.locator("#tva").getByText("5,5\u00a0%").waitFor();

    await saveVatRate(page, "20");
    await page.locator("#tva").getByText("20\u00a0%").waitFor();
  });

  it("active le mode maintenance après confirmation : le bandeau suit sur chaque écran ; désactivé, il disparaît", async () => {
    const page = await openSettings();
    const banner = page.getByTestId("maintenance-banner");
    const maintenance = page.getByRole("checkbox", { name: "Mode maintenance" });
    expect(await maintenance.isChecked()).toBe(false);
    await maintenance.focus();
    await page.keyboard.press("Space");
    const confirm = page.getByRole("alertdialog", { name: "Activer le mode maintenance ?" });
    await confirm.getByRole("button", { name: "Activer" }).click();
    await banner.getByText("Mode maintenance activé").waitFor();

    await page.getByRole("link", { name: "Commandes" }).first().click();
    await waitForTitle(page, "Gestion des Commandes - Admin");
    await banner.waitFor();
    await page.reload();
    await banner.waitFor();

    await banner.getByRole("link", { name: "Paramètres" }).click();
    await waitForTitle(page, "Paramètres - Admin");
    await settingsLoaded(page);
    await maintenance.focus();
    await page.keyboard.press("Space");
    await page.getByRole("alertdialog", { name: "Désactiver le mode maintenance ?" }).getByRole("button", { name: "Désactiver" }).click();
    await banner.waitFor({ state: "detached" });
    expect(await maintenance.isChecked()).toBe(false);
  });
});
