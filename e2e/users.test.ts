import type { Page } from "playwright-core";
import { browserPerFile, signedInOpener, waitForPath } from "./support/browser";
import { holdOperation } from "./support/holdOperation";

jest.setTimeout(120_000);

const openPage = browserPerFile();

const openAsAdmin = signedInOpener(openPage);

const credits = async (page: Page) => Number((await page.getByTestId("user-credits").innerText()).replace(/\D/g, ""));
/** Waits until the figure of `testId` reads `value` (digits only: French formatting groups thousands). */
const shows = (page: Page, testId: string, value: number) =>
  page.waitForFunction(([id, digits]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\D/g, "") === digits, [
    testId,
    String(value),
  ] as const);
const loyaltyPoints = async (page: Page) => Number((await page.getByTestId("user-loyalty-points").innerText()).replace(/\D/g, ""));

async function openCreditsModal(page: Page, mode: "Ajouter" | "Retirer", amount: string, reason: string) {
  await page.getByRole("button", { name: "Modifier les crédits" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: mode, exact: true }).click();
  await dialog.getByLabel("Nombre de crédits").fill(amount);
  await dialog.getByLabel("Motif").fill(reason);
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await dialog.getByText("Confirmez-vous").waitFor();
  return dialog;
}

describe("utilisateurs", () => {
  it("trouve un client, change ses crédits, voit le nouveau solde avant la réponse du serveur, et le retrouve après rechargement", async () => {
    const page = await openAsAdmin();
    await page.getByRole("link", { name: "Utilisateurs" }).click();
    await waitForPath(page, "/users");
    await page.getByText("Utilisateurs chargés").first().waitFor();
    await page.getByLabel("Rechercher un utilisateur").fill("client@");
    await page.waitForURL((url) => url.searchParams.get("q") === "client@");
    await page.getByRole("row").filter({ hasText: "client@atelier.test" }).click();
    await waitForPath(page, "/users/demo-client");
    await page.getByTestId("user-credits").waitFor();
    const before = await credits(page);

    const held = await holdOperation(page, "AdjustUserCredits");
    const dialog = await openCreditsModal(page, "Ajouter", "10", "Geste commercial (test e2e)");
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await held.arrived;
    // The server has not answered: the optimistic cache already shows the new balance.
    await page
      .getByTestId("user-credits")
      .filter({ hasText: String(before + 10) })
      .waitFor();
    held.release();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Crédits mis à jour").waitFor();

    await page.reload();
    await page
      .getByTestId("user-credits")
      .filter({ hasText: String(before + 10) })
      .waitFor();
    await page.getByRole("tab", { name: "Transactions" }).click();
    await page.getByRole("cell", { name: "Geste commercial (test e2e)" }).first().waitFor();
  });

  it("revient à l'ancien solde et garde la fenêtre ouverte avec l'erreur quand le serveur refuse", async () => {
    const page = await openAsAdmin("/users/demo-client");
    await page.getByTestId("user-credits").waitFor();
    const before = await credits(page);
    await page.route("**/graphql", (route) => {
      if (route.request().postDataJSON()?.operationName !== "AdjustUserCredits") return route.fallback();
      return route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          data: {
            adjustUserCredits: {
              __typename: "UserCreditsPayload",
              user: null,
              userErrors: [{ __typename: "UserError", field: ["input", "delta"], message: "Refus du serveur (test)", code: "TEST" }],
            },
          },
        }),
      });
    });
    const dialog = await openCreditsModal(page, "Retirer", "1", "Correction");
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await dialog.getByText("Refus du serveur (test)").waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await credits(page)).toBe(before);
  });

  it("change les points fidélité, les montre avant la réponse du serveur, et les retrouve après rechargement", async () => {
    const page = await openAsAdmin("/users/demo-client");
    await page.getByTestId("user-loyalty-points").waitFor();
    const after = (await loyaltyPoints(page)) + 25;

    const held = await holdOperation(page, "SetUserLoyaltyPoints");
    await page.getByRole("button", { name: "Modifier les points fidélité" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nouveau nombre de points").fill(String(after));
    await dialog.getByLabel("Motif").fill("Fidélité (test e2e)");
    await dialog.getByRole("button", { name: "Continuer" }).click();
    await dialog.getByText("Confirmez-vous").waitFor();
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await held.arrived;
    // The server has not answered: the optimistic cache already shows the new value.
    await shows(page, "user-loyalty-points", after);
    held.release();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Points fidélité mis à jour").waitFor();

    await page.reload();
    await page.getByTestId("user-loyalty-points").waitFor();
    expect(await loyaltyPoints(page)).toBe(after);
  });

  it("garde la fenêtre des crédits dans l'URL : elle survit au rechargement et le retour la ferme", async () => {
    const page = await openAsAdmin("/users/demo-client");
    await page.getByRole("button", { name: "Modifier les crédits" }).click();
    const dialog = page.getByRole("dialog", { name: /Modifier les crédits/ });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get("dialog")).toBe("credits");
    await page.reload();
    await dialog.getByLabel("Nombre de crédits").waitFor();
    await page.goBack();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/users/demo-client");
    expect(new URL(page.url()).searchParams.get("dialog")).toBeNull();
  });

  it("refuse de retirer ses propres droits administrateur, avec un message clair", async () => {
    const page = await openAsAdmin("/users/demo-admin");
    const revoke = page.getByRole("button", { name: "Retirer les droits administrateur" });
    await revoke.waitFor();
    expect(await revoke.isDisabled()).toBe(true);
    await page.getByText("vous ne pouvez ni le bloquer ni modifier vos propres droits administrateur").waitFor();
  });
});
