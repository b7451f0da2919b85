/**
 * « Annuler » (docs/undo.md): from the success toast of a reversible write, and from an entry of
 * the audit log after a confirmation; the record as it was before, and the log saying who undid it.
 */
import { expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, signedInOpener, DEMO_ADMIN, waitForTitle } from "./support/browser";

jest.setTimeout(120_000);

const openPage = browserPerFile();
const openAsAdmin = signedInOpener(openPage);

const creditsOf = async (page: import("playwright-core").Page) => Number((await page.getByTestId("user-credits").innerText()).replace(/\D/g, ""));

/** Adds `credits` to demo-client's balance through its dialog, as an operator does. */
async function addCredits(page: import("playwright-core").Page, credits: number, reason: string) {
  await page.getByRole("button", { name: "Modifier les crédits" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await dialog.getByLabel("Nombre de crédits").fill(String(credits));
  await dialog.getByLabel("Motif").fill(reason);
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await dialog.waitFor({ state: "hidden" });
}

describe("annuler une modification", () => {
  it("depuis le toast de succès : le solde revient, un toast le dit", async () => {
    const page = await openAsAdmin("/users/demo-client");
    await page.getByTestId("user-credits").waitFor();
    const before = await creditsOf(page);

    await addCredits(page, 5, `Erreur de saisie (e2e ${Date.now()})`);
    await page
      .getByTestId("user-credits")
      .filter({ hasText: String(before + 5) })
      .waitFor();
    const toast = page.getByRole("status").filter({ hasText: "Crédits mis à jour" });
    await toast.getByRole("button", { name: "Annuler", exact: true }).click();

    await page.getByRole("status").filter({ hasText: "Modification annulée" }).waitFor();
    await page
      .getByTestId("user-credits")
      .filter({ hasText: new RegExp(`^${before}\\b`) })
      .waitFor();
    expect(await creditsOf(page)).toBe(before);
    // The history says the change was undone, and by whom.
    const history = page.getByRole("region", { name: "Historique des modifications" });
    await history.getByText("Modification annulée", { exact: true }).first().waitFor();
    await history
      .getByText(new RegExp(`^${DEMO_ADMIN.name} · `))
      .first()
      .waitFor();
  });
  it("depuis le journal d’audit, après confirmation : l’entrée est marquée « Annulée », par qui", async () => {
    const page = await openAsAdmin("/users/demo-client");
    await page.getByTestId("user-credits").waitFor();
    const before = await creditsOf(page);
    const reason = `Mauvais client (e2e ${Date.now()})`;
    await addCredits(page, 2, reason);
    await page
      .getByTestId("user-credits")
      .filter({ hasText: String(before + 2) })
      .waitFor();

    await page.goto("/settings/audit?targetType=user&targetId=demo-client");
    await waitForTitle(page, "Journal d’audit - Admin");
    const row = page
      .getByRole("table", { name: /^Journal d’audit/ })
      .getByRole("row")
      .filter({ hasText: reason });
    await row.getByRole("button", { name: /^Annuler\s: Crédits ajustés$/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Annuler cette modification ?" });
    await dialog.getByText(/Une écriture inverse rétablit le solde/).waitFor();
    await expectNoAxeViolations(page, "/settings/audit, la confirmation d’annulation");
    await dialog.getByRole("button", { name: "Annuler la modification" }).click();

    await page.getByRole("status").filter({ hasText: "Modification annulée" }).waitFor();
    await row.getByText("Annulée", { exact: true }).waitFor();
    await row.getByText(new RegExp(`^par ${DEMO_ADMIN.name} · `)).waitFor();
    // An irreversible entry says why, in the same column: the undo's own entry.
    await page
      .getByRole("table", { name: /^Journal d’audit/ })
      .getByText("Une annulation ne s’annule pas : refaites la modification.")
      .first()
      .waitFor();
    await page.goto("/users/demo-client");
    await page
      .getByTestId("user-credits")
      .filter({ hasText: new RegExp(`^${before}\\b`) })
      .waitFor();
  });
});
