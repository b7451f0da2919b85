import type { Page } from "playwright-core";
import {
  ACCESS_DENIED,
  DEMO_ADMIN,
  DEMO_CLIENT,
  browserPerFile,
  expectConsoleProblems,
  loginAlertText,
  loginAsAdmin,
  serveGoogleSignIn,
  SIGN_IN_REFUSED,
  submitLogin,
  waitForPath,
  waitForTitle,
  type Viewport,
} from "./support/browser";
import { animationsSettled } from "./support/a11y";
import { SIDEBAR_LABELS } from "./support/expectations";
import { makeAdmin } from "./support/firebaseAdmin";
import { holdOperation } from "./support/holdOperation";

jest.setTimeout(60_000);

const MOBILE: Viewport = { width: 390, height: 844 };

const open = browserPerFile();

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navigation principale" });

describe("connexion par e-mail", () => {
  it("connecte l'administrateur et l'amène au dashboard", async () => {
    const page = await open();
    await page.goto("/login");
    await waitForTitle(page, "Connexion - Admin");
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitForPath(page, "/");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await waitForTitle(page, "Dashboard - Admin");
    await page.getByText(DEMO_ADMIN.name, { exact: true }).waitFor();
    await page.getByText("Connecté", { exact: true }).waitFor();
  });

  it("refuse un non-administrateur et ferme sa session", async () => {
    const page = await open();
    await page.goto("/login");
    await submitLogin(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
    expect(await loginAlertText(page)).toBe(ACCESS_DENIED);
    // Signed out: a protected route sends back to /login.
    await page.goto("/orders");
    await waitForPath(page, "/login");
  });

  it("signale un mot de passe incorrect", async () => {
    const page = await open();
    await page.goto("/login");
    expectConsoleProblems(page, SIGN_IN_REFUSED);
    await submitLogin(page, DEMO_ADMIN.email, "pas-le-bon");
    expect(await loginAlertText(page)).toBe("Mot de passe incorrect");
  });

  it("signale un utilisateur inconnu", async () => {
    const page = await open();
    await page.goto("/login");
    expectConsoleProblems(page, SIGN_IN_REFUSED);
    await submitLogin(page, "personne@atelier.test", "peu-importe");
    expect(await loginAlertText(page)).toBe("Utilisateur non trouvé");
  });
});

describe("gardes de navigation", () => {
  it("renvoie un invité vers /login puis vers la page demandée après connexion", async () => {
    const page = await open();
    await page.goto("/orders");
    await waitForPath(page, "/login");
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitForPath(page, "/orders");
    await page.getByRole("heading", { level: 1, name: "Gestion des Commandes" }).waitFor();
  });

  it("renvoie un administrateur connecté de /login vers /", async () => {
    const page = await open();
    await loginAsAdmin(page);
    await page.goto("/login");
    await waitForPath(page, "/");
  });
});

describe("coque de la console", () => {
  it("montre les 17 entrées de la barre latérale dans l'ordre (les 16 de la spécification et « Approbations »)", async () => {
    const page = await open();
    await loginAsAdmin(page);
    const labels = await mainNav(page).getByRole("link").allInnerTexts();
    // An entry's label is its first line: badges follow it (« 12 non lus », a work queue's « 36 en retard : … »).
    expect(labels.map((label) => label.split("\n")[0]!.trim())).toEqual(SIDEBAR_LABELS);
    const active = mainNav(page).locator('[aria-current="page"]');
    expect((await active.innerText()).trim()).toBe("Dashboard");
  });

  // Each route's title is checked on the one visit e2e/layoutShift.test.ts makes to every screen.
  it("donne le titre « Admin » à une adresse inconnue", async () => {
    const page = await open();
    await loginAsAdmin(page);
    await page.goto("/pas-une-page");
    await page.getByText("Page introuvable").waitFor();
    expect(await page.title()).toBe("Admin");
  });

  it("ouvre et ferme le tiroir de navigation sur mobile", async () => {
    const page = await open(MOBILE);
    await page.goto("/login");
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const menuButton = page.getByRole("button", { name: "Ouvrir le menu" });
    await menuButton.waitFor();
    expect(await mainNav(page).count()).toBe(0);

    const drawer = page.getByRole("dialog");
    await menuButton.click();
    await mainNav(page).waitFor();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(256);

    // The drawer listens for Escape and for a press outside it a frame after it appears (zag's
    // dismissable layer: a requestAnimationFrame, then a timeout for the press). A hand is slower
    // than that; on a loaded machine a test may not be (fresh clone 30: the press outside was not
    // heard; not reproduced). Pressed once the opening slide has ended, as a hand does.
    await animationsSettled(page);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    await menuButton.click();
    await drawer.waitFor();
    await animationsSettled(page);
    await page.mouse.click(MOBILE.width - 20, MOBILE.height / 2);
    await drawer.waitFor({ state: "hidden" });

    await menuButton.click();
    await page.getByRole("button", { name: "Fermer le menu" }).click();
    await drawer.waitFor({ state: "hidden" });

    await menuButton.click();
    await mainNav(page).getByRole("link", { name: "Commandes" }).click();
    await waitForPath(page, "/orders");
    await drawer.waitFor({ state: "hidden" });
  });

  // While the session is checked (RecordLogin held), the first chunk draws the console's frame
  // with the screen's title exactly where the page's heading comes (client/src/app/layout/ShellPlaceholder.tsx).
  it.each([
    ["/orders", "Gestion des Commandes", { width: 1440, height: 900 }],
    ["/finances", "Suivi Financier", MOBILE],
  ] as const)("dessine le cadre et le titre de %s pendant la vérification de la session, à la place du titre de la page", async (path, title, viewport) => {
    const page = await open();
    await loginAsAdmin(page);
    await page.setViewportSize(viewport);
    const check = await holdOperation(page, "RecordLogin");
    await page.goto(path);
    await check.arrived;
    const frame = page.getByRole("status").filter({ hasText: "Atelier Admin" });
    const frameTitle = frame.getByText(title, { exact: true });
    await frameTitle.waitFor();
    // The brand in the sidebar (desktop) or the top bar (phone), one of them shown.
    await frame.getByText("Atelier Admin", { exact: true }).filter({ visible: true }).waitFor();
    expect(await frame.getAttribute("aria-busy")).toBe("true");
    // The frame's title is no heading: assistive technologies hear « Chargement… », then the page's.
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(0);
    const drawn = await frameTitle.boundingBox();
    check.release();
    const heading = page.getByRole("heading", { level: 1, name: title });
    await heading.waitFor();
    const page1 = await heading.boundingBox();
    expect(drawn && page1).toBeTruthy();
    for (const side of ["x", "y", "height"] as const) expect(Math.abs(page1![side] - drawn![side])).toBeLessThan(0.5);
  });

  it("déconnecte l'administrateur avec un message", async () => {
    const page = await open();
    await loginAsAdmin(page);
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await waitForPath(page, "/login");
    await page.getByText("Déconnexion réussie").waitFor();
    await page.getByText("À bientôt !").waitFor();
    await page.goto("/");
    await waitForPath(page, "/login");
  });
});

describe("connexion avec Google (émulateur Auth)", () => {
  /** Clicks the Google button and returns the emulator's account-picker popup. */
  async function openGooglePopup(page: Page): Promise<Page> {
    await serveGoogleSignIn(page.context());
    const popupOpened = page.context().waitForEvent("page");
    await page.getByRole("button", { name: "Se connecter avec Google" }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState("domcontentloaded");
    return popup;
  }

  it("refuse un nouveau compte Google, puis l'accepte une fois administrateur", async () => {
    const email = `google-${Date.now()}@atelier.test`;
    const page = await open();
    await page.goto("/login");

    const firstPopup = await openGooglePopup(page);
    await firstPopup.getByText("Add new account").click();
    await firstPopup.locator("#email-input").fill(email);
    await firstPopup.locator("#display-name-input").fill("Léa Dupont");
    await firstPopup.locator("#sign-in").click();
    expect(await loginAlertText(page)).toBe(ACCESS_DENIED);

    await makeAdmin(email);

    const secondPopup = await openGooglePopup(page);
    await secondPopup.locator(".js-reuse-account", { hasText: email }).click();
    await waitForPath(page, "/");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  });
});
