/**
 * The audit log (docs/audit-log.md): a change made in the console shows, with its diff, in the
 * history of the record's own screen and in /settings/audit « Journal d’audit », filters and all.
 */
import type { Locator } from "playwright-core";
import { animationsSettled, expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, signedInOpener, DEMO_ADMIN, waitForPath, waitForTitle } from "./support/browser";
import { oldestCreationId } from "./support/creations";
import { appendAuditEntry, demoOrderAndCustomer } from "./support/firebaseAdmin";

jest.setTimeout(120_000);

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
    const page = await openAsAdmin("/users/demo-client");
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
    // One filter after the other, the second as soon as the URL holds the first, before the page
    // may have drawn it: the second must keep the first (useSearchParamsLatest, docs/urls.md).
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Crédits ajustés" });
    await page.waitForURL((url) => url.searchParams.get("action") === "user.adjustCredits");
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

    // The target is named, and its link leads back to the user.
    await first.getByRole("link", { name: "Utilisateur Lucas Bernard" }).click();
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
    await creationHistory
      .getByText(/Aucune modification enregistrée|Création modérée/)
      .first()
      .waitFor();
    const all = creationHistory.getByRole("link", { name: /^Voir tout/ });
    expect(await all.getAttribute("href")).toBe(`/settings/audit?targetType=creation&targetId=${creationId}`);
  });

  it("écrit le journal pour des personnes : libellés et statuts en français, des noms au lieu des ids, jamais une clé interne", async () => {
    // A new account's entry, as the server writes it at its first sign-in (search keys included),
    // and a post moved from scheduled back to draft.
    const at = new Date("2021-03-04T09:00:00Z");
    await appendAuditEntry({
      id: "e2e-user-create",
      actorUid: "demo-client",
      action: "user.create",
      targetType: "user",
      targetId: "demo-client",
      before: null,
      after: {
        uid: "demo-client",
        email: "client@atelier.test",
        firstName: "Lucas",
        lastName: "Bernard",
        credits: 0,
        emailKey: "client@atelier.test",
        firstNameKey: "lucas",
        lastNameKey: "bernard",
        fullNameKey: "lucas bernard",
        hasCredits: false,
        isAdmin: false,
      },
      at,
    });
    await appendAuditEntry({
      id: "e2e-blog-draft",
      actorUid: "demo-admin",
      action: "blogPost.update",
      targetType: "blogPost",
      targetId: "e2e-post",
      before: { title: "Nos cadres", body: "Avant", status: "SCHEDULED", version: 2 },
      after: { title: "Nos cadres", body: "Après", status: "DRAFT", version: 3 },
      at,
    });
    const page = await openAsAdmin();
    const rows = page.getByRole("table", { name: /^Journal d’audit/ }).getByRole("row");

    await page.goto("/settings/audit?action=user.create");
    const created = rows.filter({ hasText: "Compte créé" }).filter({ hasText: "Lucas Bernard" }).first();
    await created.waitFor();
    expect(await changeOf(created, "Prénom")).toEqual({ before: null, after: "après\u00a0: Lucas" });
    expect(await changeOf(created, "Administrateur")).toEqual({ before: null, after: "après\u00a0: non" });
    expect(await created.innerText()).not.toMatch(/Key|hasCredits|uid/);

    await page.goto("/settings/audit?action=blogPost.update");
    const post = rows.filter({ hasText: "Nos cadres" }).first();
    await post.waitFor();
    expect(await changeOf(post, "Statut")).toEqual({ before: "avant\u00a0: Programmé", after: ", après\u00a0: Brouillon" });
    await changeOf(post, "Contenu");
    expect(await post.innerText()).not.toMatch(/SCHEDULED|DRAFT|body|version/);

    // The demo's status changes: French statuses, the order's short id, never a raw status.
    await page.goto("/settings/audit?action=order.changeStatus");
    const change = rows.nth(1);
    await change.getByRole("link", { name: /^Commande #[0-9A-Z_-]{1,6}$/ }).waitFor();
    const status = await changeOf(change, "Statut");
    expect(`${status.before} ${status.after}`).toMatch(/En attente de paiement|Payée|En cours|Expédiée|Livrée|Annulée|Remboursée/);
    expect(await change.innerText()).not.toMatch(/pending_payment|\bpaid\b|processing|shipped|delivered|cancelled|refunded/);
  });

  it("tient sur un téléphone : pas de défilement horizontal, les modifications sous chaque entrée", async () => {
    const page = await openAsAdmin();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/settings/audit");
    await waitForTitle(page, "Journal d’audit - Admin");
    // On a phone the kit's DataTable draws each entry as a card of a list named like the table.
    const cards = page.locator('ul[aria-busy="false"][aria-label^="Journal d’audit"] > li');
    await cards.first().waitFor();
    await animationsSettled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // One column: no table, each entry stacked in a card no wider than the screen.
    expect(await page.locator("main table").count()).toBe(0);
    const widest = await cards.evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
  });

  it("ne coupe pas la colonne « Modifications » sur un grand écran", async () => {
    const page = await openAsAdmin();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/settings/audit?action=creation.moderate");
    await waitForTitle(page, "Journal d’audit - Admin");
    // « Modifications », before the last column (« Annulation », docs/undo.md).
    const cells = page.getByRole("table", { name: /^Journal d’audit/ }).locator("tbody td:nth-last-child(2)");
    await cells.first().getByRole("list", { name: "Modifications" }).waitFor();
    // Each change line stays inside its cell, and the table inside the page.
    const overflowing = await cells.evaluateAll(
      (tds) => tds.filter((td) => td.scrollWidth > td.clientWidth + 1 || td.getBoundingClientRect().right > document.documentElement.clientWidth).length,
    );
    expect(overflowing).toBe(0);
    // Nor the « Annulation » column: its button, its « Annulée » or its reason stay in the cell.
    const undoCells = page.getByRole("table", { name: /^Journal d’audit/ }).locator("tbody td:last-child");
    await undoCells
      .first()
      .getByRole("button", { name: /^Annuler/ })
      .or(undoCells.first().getByText(/\S/).first())
      .first()
      .waitFor();
    expect(await undoCells.evaluateAll((tds) => tds.filter((td) => td.scrollWidth > td.clientWidth + 1).length)).toBe(0);
    // Nor any other cell: an action's long label (« Statut de commande modifié ») wraps instead of running under the target.
    await page.goto("/settings/audit?action=order.changeStatus");
    const allCells = page.getByRole("table", { name: /^Journal d’audit/ }).locator("tbody td");
    await allCells.getByText("Statut de commande modifié", { exact: true }).first().waitFor();
    const over = await allCells.evaluateAll((tds) =>
      tds
        .filter((td) => td.scrollWidth > td.clientWidth + 1)
        .map((td) => `${(td as HTMLTableCellElement).cellIndex}:${td.scrollWidth}/${td.clientWidth}:${td.textContent?.slice(0, 30)}`),
    );
    expect(over).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  });
});
