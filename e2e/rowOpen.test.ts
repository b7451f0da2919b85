/**
 * « A row opens its record at once » (issue 34): a row's detail draws what the list already knows
 * (its row, in Apollo's cache) while the detail's own query is still on its way — held here, so
 * the check is on what is shown, not on how fast — and nothing moves when the rest arrives.
 * Pointing at a row asks for the detail before the click.
 */
import type { Page } from "playwright-core";
import { expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, clickClearOfToasts, loginAsAdmin, waitForTitle } from "./support/browser";
import { layoutShiftSinceLoad, MAX_LAYOUT_SHIFT } from "./support/layoutShift";
import { holdOperation } from "./support/holdOperation";

jest.setTimeout(120_000);

const openPage = browserPerFile();

const rowLinks = (page: Page, table: string) => page.locator(`table[aria-label="${table}"] tbody a[data-row-link]`);

/** Signs in at the desktop width (the sidebar is how it knows the session is open), then opens `path` at `viewport`'s. */
async function openList(page: Page, path: string, title: string, viewport = { width: 1440, height: 900 }) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page, path);
  await page.setViewportSize(viewport);
  await waitForTitle(page, `${title} - Admin`);
}

describe("une ligne ouvre sa fiche aussitôt", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`commande à ${viewport.width} px : le numéro, le statut et le total de la ligne avant la réponse, puis rien ne bouge`, async () => {
      const page = await openPage(viewport);
      await openList(page, "/orders", "Gestion des Commandes", viewport);
      const link = viewport.width > 500 ? rowLinks(page, "Commandes").first() : page.locator("a[data-row-link]").first();
      const shortId = (await link.innerText()).trim().split(/\s/)[0]!;
      const held = await holdOperation(page, "OrderDetailPage");
      await clickClearOfToasts(page, link);
      await held.arrived;
      const heading = page.getByRole("heading", { level: 1, name: `Commande ${shortId}` });
      await heading.waitFor();
      // The rest is on its way: skeletons in its place, the page not drawn yet.
      await page.locator('[aria-busy="true"]').first().waitFor();
      expect(await page.getByText("Historique des statuts", { exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page, `/orders/… (${viewport.width} px), from the list's row`);
      const before = await heading.boundingBox();
      const shiftBefore = await layoutShiftSinceLoad(page);
      held.release();
      await page.getByText("Historique des statuts", { exact: true }).waitFor();
      expect(await heading.boundingBox()).toEqual(before);
      const shiftAfter = await layoutShiftSinceLoad(page);
      // What moved, in the message if it fails.
      if (shiftAfter.value - shiftBefore.value > MAX_LAYOUT_SHIFT)
        throw new Error(`layout shift: ${shiftAfter.sources.slice(shiftBefore.sources.length).join("; ")}`);
    });
  }

  it("utilisateur : son nom avant la réponse", async () => {
    const page = await openPage({ width: 1440, height: 900 });
    await openList(page, "/users", "Gestion des Utilisateurs");
    // A row without the « Admin » or « Bloqué » badge (other files add members at the top of the
    // list): its link's last line is the name, after the avatar's initials.
    const link = rowLinks(page, "Utilisateurs")
      .filter({ hasNot: page.getByText(/^(Admin|Bloqué)$/) })
      .first();
    const name = (await link.innerText())
      .split("\n")
      .filter((line) => line.trim())
      .at(-1)!
      .trim();
    const held = await holdOperation(page, "UserDetail");
    await link.click();
    await held.arrived;
    const heading = page.getByRole("heading", { level: 1, name });
    await heading.waitFor();
    expect(await page.getByRole("heading", { level: 1, name: "Détail de l’utilisateur" }).count()).toBe(0);
    const before = await heading.boundingBox();
    held.release();
    await page.getByRole("tab").first().waitFor();
    expect(await heading.boundingBox()).toEqual(before);
  });

  it("feedback et message de contact : le titre du panneau avant la réponse", async () => {
    const page = await openPage({ width: 1440, height: 900 });
    await openList(page, "/feedback", "Gestion des Feedbacks");
    const feedback = rowLinks(page, "Feedbacks").first();
    const author = (await feedback.innerText()).trim().split("\n")[0]!;
    const heldFeedback = await holdOperation(page, "FeedbackDetail");
    await feedback.click();
    await heldFeedback.arrived;
    await page.getByRole("dialog", { name: `Feedback de ${author}` }).waitFor();
    heldFeedback.release();

    await page.goto("/contact-messages");
    await waitForTitle(page, "Messages de Contact - Admin");
    const row = page.locator('table[aria-label="Messages de contact"] tbody tr').first();
    const subject = (await row.locator("td").nth(2).innerText()).trim().split("\n")[0]!;
    const heldMessage = await holdOperation(page, "ContactMessageDetail");
    await row.locator("a[data-row-link]").click();
    await heldMessage.arrived;
    await page.getByRole("dialog", { name: subject }).waitFor();
    heldMessage.release();
  });

  it("pointer une commande demande sa fiche avant le clic", async () => {
    const page = await openPage({ width: 1440, height: 900 });
    await openList(page, "/orders", "Gestion des Commandes");
    const link = rowLinks(page, "Commandes").nth(2);
    const orderId = (await link.getAttribute("href"))!.split("/").at(-1)!;
    // This row's detail: the pointer crosses the row above on its way, and on a loaded machine it
    // may rest there long enough for that row's detail to be asked for first (CI, 29 Nov 2026).
    const asked = page.waitForRequest(
      (request) =>
        request.url().endsWith("/graphql") && request.postDataJSON()?.operationName === "OrderDetailPage" && request.postDataJSON()?.variables?.id === orderId,
    );
    // The pointer comes onto the row and rests there (RowLink's intent), as a hand on its way to a click.
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + 4, box.y - 40);
    await page.mouse.move(box.x + 4, box.y + box.height / 2, { steps: 4 });
    await asked;
    expect(page.url()).toMatch(/\/orders(\?|$)/); // not opened: only pointed at
    await link.click();
    await page.waitForURL(`**/orders/${orderId}`);
  });
});
