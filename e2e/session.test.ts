/**
 * A session an operator can trust (issue 25): a passing failure of the session check on a page
 * load does not sign the administrator out (retries, then « Serveur injoignable » with
 * « Réessayer »), and a page load is not a login (no « Connexion à l'administration » per reload).
 */
import type { BrowserContext, Page, Route } from "playwright-core";
import { browserPerFile, DEMO_ADMIN, expectConsoleProblems, loginAsAdmin, pathOf, signInThroughForm } from "./support/browser";
import { eventually } from "./support/eventually";
import { recordedLogins } from "./support/firebaseAdmin";

jest.setTimeout(180_000);

const openPage = browserPerFile();

const isRecordLogin = (route: Route) => route.request().postDataJSON()?.operationName === "RecordLogin";

/** Answers the next `count` RecordLogin requests with a 500, as a failing function would. */
async function failRecordLogin(page: Page, count: number): Promise<{ failed: () => number }> {
  let failed = 0;
  await page.route("**/graphql", async (route) => {
    if (!isRecordLogin(route) || failed >= count) return route.fallback();
    failed += 1;
    await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
  });
  return { failed: () => failed };
}

/** Chromium's log of the 500s answered above. */
const GRAPHQL_500 = /Failed to load resource: the server responded with a status of 500 \(Internal Server Error\) \(http:\/\/127\.0\.0\.1:\d+\/graphql\)/;

const shell = (page: Page) => page.getByRole("navigation", { name: "Navigation principale" });

/** Reloads and waits for the session check's answer, then for the shell. */
async function reloadSignedIn(page: Page): Promise<void> {
  const checked = page.waitForResponse((response) => response.url().endsWith("/graphql") && response.request().postDataJSON()?.operationName === "RecordLogin");
  await page.reload();
  expect((await checked).status()).toBe(200);
  await shell(page).waitFor();
}

describe("session", () => {
  it("un échec passager de la vérification au rechargement ne déconnecte pas l’administrateur", async () => {
    const page = await openPage();
    await loginAsAdmin(page);
    await page.goto("/orders");
    await shell(page).waitFor();

    const failing = await failRecordLogin(page, 1);
    expectConsoleProblems(page, GRAPHQL_500);
    await page.reload();
    await shell(page).waitFor();
    expect(failing.failed()).toBe(1);
    expect(pathOf(page)).toBe("/orders");
    expect(await page.getByText("Impossible de récupérer les données utilisateur").count()).toBe(0);
  });

  it("un serveur qui ne répond toujours pas : « Serveur injoignable » et « Réessayer », sans déconnexion", async () => {
    const page = await openPage();
    await loginAsAdmin(page);
    await page.goto("/users");
    await shell(page).waitFor();

    const failing = await failRecordLogin(page, Number.POSITIVE_INFINITY);
    expectConsoleProblems(page, GRAPHQL_500);
    await page.reload();
    await page.getByRole("heading", { name: "Serveur injoignable" }).waitFor();
    // Tried again with pauses (sessionRetry.ts) before saying so.
    expect(failing.failed()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("alert").innerText()).resolves.toContain("Votre session est toujours ouverte");
    expect(pathOf(page)).toBe("/users");

    await page.unroute("**/graphql");
    await page.getByRole("button", { name: "Réessayer" }).click();
    await shell(page).waitFor();
    expect(pathOf(page)).toBe("/users");
  });

  it("se connecter écrit une connexion ; recharger trois fois n’en écrit aucune", async () => {
    const page = await openPage();
    const before = await recordedLogins(DEMO_ADMIN.email);
    await signInThroughForm(page);
    // The sign-in itself is a login: one entry, and « Dernière connexion » moves.
    const signedIn = await eventually(
      () => recordedLogins(DEMO_ADMIN.email),
      (now) => now.entries === before.entries + 1,
      (now) => `the sign-in wrote no login: ${before.entries} entries before, ${now.entries} now`,
    );
    expect(signedIn.lastLoginAt).not.toBe(before.lastLoginAt);

    expect(signedIn.entries).toBe(before.entries + 1);
    for (let i = 0; i < 3; i++) await reloadSignedIn(page);
    // A new tab of the same session neither.
    const tab = await page.context().newPage();
    await tab.goto("/");
    await shell(tab).waitFor();

    expect(await recordedLogins(DEMO_ADMIN.email)).toEqual(signedIn);
  });
});

// A test's first page is in the context of the test before, its site data wiped
// (e2e/support/reusedContext.ts): what the test sees must be what a fresh context shows.
describe("d’un test à l’autre, le navigateur ne garde que son cache HTTP", () => {
  let handedOn: BrowserContext | undefined;
  const LEFTOVER = "atelier-e2e-leftover";

  it("un test laisse une session et des données de site…", async () => {
    const page = await openPage();
    await loginAsAdmin(page, "/orders");
    await page.evaluate((key) => localStorage.setItem(key, "1"), LEFTOVER);
    handedOn = page.context();
  });

  it("… que le suivant, dans le même contexte, ne trouve pas : il arrive déconnecté, les scripts de la console déjà là", async () => {
    const page = await openPage();
    // Handed on, or this test would prove nothing.
    expect(page.context()).toBe(handedOn);
    await page.goto("/orders");
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByRole("button", { name: "Se connecter", exact: true }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), LEFTOVER)).toBeNull();
    // The console's entry script came from the HTTP cache (nothing transferred).
    const entry = await page.evaluate(() => {
      const src = document.querySelector<HTMLScriptElement>("script[type=module][src]")!.src;
      return (performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined)?.transferSize;
    });
    expect(entry).toBe(0);
  });
});
