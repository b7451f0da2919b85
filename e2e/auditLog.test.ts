/**
 * The audit log (docs/audit-log.md): a change made in the console shows, with its diff, in the
 * history of the record's own screen and in /settings/audit « Journal d’audit », filters and all.
 */
import type { Locator } from "playwright-core";
import { animationsSettled, expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, signedInOpener, DEMO_ADMIN, waitForPath, waitForTitle } from "./support/browser";
import { oldestCreationId } from "./support/creations";
import { demoOrderAndCustomer } from "./support/firebaseAdmin";

jest.setTimeout(60_000);

const openPage = browserPerFile();

const openAsAdmin = signedInOpener(openPage);

/** The line of `field` in an entry's changes: its value before (<del>) and after (<ins>), null when absent. */
async function changeOf(entry: Locator, field: string) {
  const line = entry.getByRole("listitem").filter({ hasText: new RegExp(`^${field}\\s*:`) });
  await line.waitFor();
  const text = async (part: Locator) => ((await part.count()) > 0 ? await part.textContent() : null);
  return { before: await text(line.locator("del")), after: await text(line.locator("ins")) };
}

describe("journal d’audit", () => {
  it("ajuste les crédits d’un client puis retrouve sa modification, avec son diff, dans l’historique de la fiche et dans le journal filtré", async () => {
    const page = await openAsAdmin();
    await page.goto("/users/demo-client");
    await page.getByTestId("user-credits").waitFor();
    const before = Number((await page.getByTestId("user-credits").innerText()).replace(/\D/g, ""));
    const reason = `Vérification du journal (e2e ${Date.now()})`;

    await page.getByRole("button", { name: "Modifier les crédits" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
    await dialog.getByLabel("Nombre de crédits").fill("3");
    await dialog.getByLabel("Motif").fill(reason);
    await dialog.getByRole("button", { name: "Continuer" }).click();
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await dialog.waitFor({ state: "hidden" });

    // The user's history, refetched by the change: the newest entry is this one.
    const history = page.getByRole("region", { name: "Historique des modifications" });
    const latest = history.getByRole("list", { name: "Dernières modifications" }).getByRole("listitem").first();
    await latest.filter({ hasText: reason }).waitFor();
    await latest.getByText("Crédits ajustés", { exact: true }).waitFor();
    await latest.getByText(new RegExp(`^${DEMO_ADMIN.name} · `)).waitFor();
    // Struck and inserted, with the words a screen reader says: not colour alone.
    expect(await changeOf(latest, "Crédits")).toEqual({ before: `avant\u00a0: ${before}`, after: `, après\u00a0: ${before + 3}` });

    await history.getByRole("link", { name: /^Voir tout/ }).click();
    await waitForPath(page, "/settings/audit");
    await waitForTitle(page, "Journal d’audit - Admin");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ targetType: "user", targetId: "demo-client" });
    const rows = page.getByRole("table", { name: /^Journal d’audit/ }).getByRole("row");
    await rows.nth(1).filter({ hasText: reason }).waitFor();

    // The whole log, narrowed by action and administrator: one's own last change first.
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await page.waitForURL((url) => url.search === "");
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Crédits ajustés" });
    // The previous list stays on screen until the filtered one arrives: wait for that answer.
    const filtered = page.waitForResponse((response) => {
      if (!response.url().endsWith("/graphql")) return false;
      const filter = response.request().postDataJSON()?.variables?.filter;
      return filter?.action === "user.adjustCredits" && Boolean(filter?.actorUid);
    });
    await page.getByLabel("Administrateur", { exact: true }).selectOption({ label: DEMO_ADMIN.name });
    await filtered;
    await page.locator('table[aria-busy="true"]').waitFor({ state: "detached" });
    const first = rows.nth(1);
    await first.filter({ hasText: reason }).waitFor();
    await first.getByText("Crédits ajustés", { exact: true }).waitFor();
    await first.getByText(DEMO_ADMIN.name, { exact: true }).waitFor();
    expect(await changeOf(first, "Crédits")).toEqual({ before: `avant\u00a0: ${before}`, after: `, après\u00a0: ${before + 3}` });
    await animationsSettled(page);
    await expectNoAxeViolations(page, "/settings/audit avec des entrées");

    // The target's link leads back to the user.
    await first.getByRole("link", { name: "Utilisateur demo-client" }).click();
    await waitForPath(page, "/users/demo-client");
  });

  it("montre l’historique d’une commande après un changement, et celui d’une création dans ses détails", async () => {
    const page = await openAsAdmin();
    const { orderId } = await demoOrderAndCustomer();
    await page.goto(`/orders/${orderId}`);
    const tracking = `E2E${Date.now()}`;
    await page.getByLabel("Numéro de suivi", { exact: true }).fill(tracking);
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    const history = page.getByRole("region", { name: "Historique des modifications" });
    const latest = history.getByRole("list", { name: "Dernières modifications" }).getByRole("listitem").first();
    await latest.filter({ hasText: tracking }).waitFor();
    await latest.getByText("Numéro de suivi modifié", { exact: true }).waitFor();
    expect((await changeOf(latest, "Numéro de suivi")).after).toMatch(new RegExp(`après\u00a0: ${tracking}$`));

    const creationId = await oldestCreationId();
    await page.goto(`/creations?details=${creationId}`);
    const details = page.getByRole("dialog", { name: "Détails de la création" });
    const creationHistory = details.getByRole("region", { name: "Historique des modifications" });
    await creationHistory.getByText(/Aucune modification enregistrée|Création modérée/).first().waitFor();
    const all = creationHistory.getByRole("link", { name: /^Voir tout/ });
    expect(await all.getAttribute("href")).toBe(`/settings/audit?targetType=creation&targetId=${creationId}`);
  });
});
