// Issue 33, point 3: the console follows the server. A Préparation member (FULFILMENT: ORDERS_READ
// and FULFILMENT) sees only what their role opens, changes an order's status, is offered no
// refund, and meets a French « Accès refusé » page — inside the shell, without an error loop —
// at the address of a screen their role does not open.
import type { Page } from "playwright-core";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, pathOf, submitLogin, waitForPath, waitForTitle, type Viewport } from "./support/browser";
import { createStaffMember, deleteStaffMember, demoOrderInStatus, type StaffMember } from "./support/firebaseAdmin";
import { layoutShiftSinceLoad, MAX_LAYOUT_SHIFT, slowDownApi, waitUntilLoaded } from "./support/layoutShift";

jest.setTimeout(180_000);

const PACKER: StaffMember = {
  // Its own account, beside the seed's demo « Préparation » member (preparation@atelier.test).
  uid: "e2e-preparation",
  email: "e2e-preparation@atelier.test",
  password: "e2e-preparation1234",
  firstName: "Paul",
  lastName: "Emballage",
  staffRole: "FULFILMENT",
};

const MODERATOR: StaffMember = {
  uid: "e2e-moderation",
  email: "e2e-moderation@atelier.test",
  password: "e2e-moderation1234",
  firstName: "Mona",
  lastName: "Modère",
  staffRole: "MODERATION",
};

const openPage = browserPerFile();

beforeAll(async () => {
  await Promise.all([createStaffMember(PACKER), createStaffMember(MODERATOR)]);
});

afterAll(async () => {
  await Promise.all([deleteStaffMember(PACKER.uid), deleteStaffMember(MODERATOR.uid)]);
});

/** Signs `member` in at `path` (the sign-in page first), and waits until they leave /login. */
async function signInAs(page: Page, member: StaffMember, path = "/login"): Promise<void> {
  await page.goto(path);
  await waitForPath(page, "/login");
  await submitLogin(page, member.email, member.password);
  await page.waitForURL((url) => url.pathname !== "/login");
}

const signInAsPacker = (page: Page, path?: string) => signInAs(page, PACKER, path);

/** Every 403 the API answers this page: a role's screen must ask only what the role may read. */
function countRefusals(page: Page): () => number {
  let refused = 0;
  page.on("response", (response) => {
    if (response.url().endsWith("/graphql") && response.status() === 403) refused += 1;
  });
  return () => refused;
}

describe("un membre « Préparation »", () => {
  it("ne voit que les commandes, change un statut, et ne se voit offrir aucun remboursement", async () => {
    const page = await openPage({ width: 1440, height: 900 });
    const refusals = countRefusals(page);
    await signInAsPacker(page);
    // The dashboard, with only the cards of the orders: nothing the role may not read.
    await waitForPath(page, "/");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByText("Commandes ce mois-ci", { exact: true }).waitFor(); // not the load toast « 597 commandes ce mois-ci »
    await page.getByText("Commandes récentes", { exact: true }).waitFor();
    for (const hidden of ["Utilisateurs", "Chiffre d'affaires du mois", "Créations générées"]) {
      expect(await page.getByRole("main").getByText(hidden, { exact: true }).count()).toBe(0);
    }
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("link", { name: "Commandes" }).waitFor();
    await nav.getByRole("link", { name: /^Dashboard/ }).waitFor();
    expect(await nav.getByRole("link").count()).toBe(2);

    const orderId = await demoOrderInStatus("paid");
    await page.goto(`/orders/${orderId}`);
    // The order, its reprints' links and the session's check: a loaded machine may take a while.
    await page.getByRole("heading", { level: 1, name: /^Commande / }).waitFor({ timeout: 45_000 });
    await page.getByRole("button", { name: "Changer le statut" }).click();
    await page.getByRole("menuitem", { name: "En cours" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    // The server agreed: the change stays, signed by the member.
    await page
      .getByTestId("timeline-entry")
      .first()
      .getByText(/Paul Emballage|e2e-preparation@atelier\.test/)
      .waitFor();
    expect(await page.getByRole("button", { name: /Rembourser/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Réimpression/ }).count()).toBe(0);
    // Nothing the role may not read was asked for: no refusal, the session still open.
    expect(refusals()).toBe(0);
    expect(pathOf(page)).toBe(`/orders/${orderId}`);
  });

  it("à l'adresse /finances, trouve la page « Accès refusé » et le chemin du retour, sans boucle", async () => {
    const page = await openPage({ width: 1440, height: 900 });
    const refusals = countRefusals(page);
    await signInAsPacker(page, "/finances");
    await waitForPath(page, "/finances");
    await waitForTitle(page, "Accès refusé - Admin");
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Accès refusé" }).waitFor();
    await main.getByText(/Il faut la permission\u00a0: Finances\./).waitFor();
    // The page stays: no sign-out, no refusal met, nothing announced twice.
    expect(refusals()).toBe(0);
    expect(pathOf(page)).toBe("/finances");
    await main.getByRole("link", { name: "Retour à l’écran Dashboard" }).click();
    await waitForPath(page, "/");
    await waitForTitle(page, "Dashboard - Admin");
  });

  it.each<[string, Viewport]>([
    ["1440 px", { width: 1440, height: 900 }],
    ["390 px", { width: 390, height: 844 }],
  ])("la page « Accès refusé » ne saute pas et passe axe (%s)", async (where, viewport) => {
    const page = await openPage(viewport);
    await signInAsPacker(page);
    const inFlight = await slowDownApi(page.context());
    await page.goto("/finances");
    await waitForTitle(page, "Accès refusé - Admin");
    await waitUntilLoaded(page, inFlight);
    const shift = await layoutShiftSinceLoad(page);
    if (shift.value >= MAX_LAYOUT_SHIFT) {
      throw new Error(`« Accès refusé » (${where}) shifted by ${shift.value.toFixed(4)} (max ${MAX_LAYOUT_SHIFT}):\n${shift.sources.join("\n")}`);
    }
    await animationsSettled(page);
    const violations = await axeReport(page, `« Accès refusé » (${where})`);
    if (violations) throw new Error(violations);
  });
});

describe("un membre « Modération »", () => {
  it("peut bloquer un client, mais ne se voit pas offrir le blocage d'un membre de l'équipe", async () => {
    const page = await openPage({ width: 1440, height: 900 });
    const refusals = countRefusals(page);
    // The seed's demo customer (client@atelier.test) and demo owner (admin@atelier.test).
    await signInAs(page, MODERATOR, "/users/demo-client");
    await waitForPath(page, "/users/demo-client");
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Lucas Bernard" }).waitFor();
    await main.getByRole("button", { name: "Bloquer" }).waitFor();

    await page.goto("/users/demo-admin");
    await main.getByRole("heading", { level: 1, name: "Camille Martin" }).waitFor();
    await main.getByText("Admin", { exact: true }).first().waitFor();
    // Blocking a member is managing the team (STAFF): the server refuses it, the console offers nothing.
    expect(await main.getByRole("button", { name: /^(Bloquer|Débloquer)$/ }).count()).toBe(0);
    expect(refusals()).toBe(0);
  });
});
