/**
 * The console under the Content-Security-Policy that firebase.json sends. The Hosting emulator
 * serves the emulators' copy of it (scripts/lib/emulatorConfig.cjs), which only adds the Auth
 * emulator's origin to connect-src and frame-src, and the Firestore emulator's to connect-src
 * (the change feed's listener, docs/live.md): every other directive is production's. Any
 * `securitypolicyviolation` in the page or its frames fails the test.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { withEmulatorOrigin } from "../scripts/lib/emulatorConfig.cjs";
import { FILES_CONTENT_SECURITY_POLICY } from "../server/src/storage/filesHandler";
import { PORTS, ROOT } from "../scripts/lib/stack.cjs";
import { ACCESS_DENIED, browserPerFile, loginAlertText, loginAsAdmin, serveGoogleSignIn, signInThroughForm, waitForTitle } from "./support/browser";

jest.setTimeout(120_000);

type Violation = { directive: string; blocked: string; page: string };
type Rule = { source: string; headers: { key: string; value: string }[] };

const firebaseJson = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
const served: Rule[] = withEmulatorOrigin(firebaseJson, `http://127.0.0.1:${PORTS.auth}`, `http://127.0.0.1:${PORTS.firestore}`).hosting.headers;
const expectedHeaders = Object.fromEntries(served.find((r) => r.source === "**")!.headers.map((h) => [h.key.toLowerCase(), h.value]));

const open = browserPerFile();

/** Records every CSP violation of every document of the context (pages, popups, iframes). */
async function recordViolations(context: BrowserContext): Promise<() => Promise<Violation[]>> {
  const violations: Violation[] = [];
  await context.exposeBinding("__reportCspViolation", ({ frame }, v: Omit<Violation, "page">) => {
    violations.push({ ...v, page: frame.url() });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: object) => void }).__reportCspViolation;
      report({ directive: e.effectiveDirective, blocked: e.blockedURI });
    });
  });
  // Let any event already queued reach the binding before reading.
  return async () => {
    await new Promise((r) => setTimeout(r, 300));
    return violations;
  };
}

/**
 * Resolves once no request of the page has been in flight for 500 ms, the change feed's listener
 * aside: its stream to Firestore stays open for as long as the console does (docs/live.md), so
 * Playwright's « networkidle » would never come.
 */
function quietNetwork(page: Page): () => Promise<void> {
  const inFlight = new Set<object>();
  const listening = (url: string) => url.includes("google.firestore.v1.Firestore/");
  page.on("request", (request) => void (!listening(request.url()) && inFlight.add(request)));
  page.on("requestfinished", (request) => void inFlight.delete(request));
  page.on("requestfailed", (request) => void inFlight.delete(request));
  return async () => {
    let quietSince = Date.now();
    for (;;) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
}

async function openRecorded(): Promise<{ page: Page; violations: () => Promise<Violation[]> }> {
  const page = await open();
  const violations = await recordViolations(page.context());
  return { page, violations };
}

describe("console sous la politique de sécurité de firebase.json", () => {
  it("reçoit de Hosting les en-têtes de firebase.json", async () => {
    const { page } = await openRecorded();
    const response = await page.goto("/login");
    const headers = response!.headers();
    for (const [key, value] of Object.entries(expectedHeaders)) expect(headers[key]).toBe(value);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("affiche la page de connexion, connecte l'administrateur, exporte et parcourt les écrans sans aucune violation", async () => {
    const { page, violations } = await openRecorded();
    const settled = quietNetwork(page);
    await page.goto("/login");
    await waitForTitle(page, "Connexion - Admin");
    await page.getByRole("button", { name: "Se connecter", exact: true }).waitFor();
    await signInThroughForm(page);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    // The CSV export: fetch('/export/…') then a blob: download.
    await page.goto("/orders?status=DELIVERED");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exporter CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^commandes-.*\.csv$/);
    for (const [path, title] of [
      ["/orders", "Gestion des Commandes"],
      ["/users", "Gestion des Utilisateurs"],
      // GraphiQL: Monaco's workers, its icon font (font-src 'self') and the schema's introspection.
      ["/api", "Explorateur GraphQL"],
      ["/creations", "Modération des Créations"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await settled();
    }
    // The change feed's listener connected under the policy (docs/live.md).
    await page.locator('[data-live="live"]').waitFor({ state: "attached" });
    // The creations' images came through /files and were displayed.
    const image = page.locator('img[src^="/files/"]').first();
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await violations()).toEqual([]);
  });

  it("fait passer la connexion Google (popup, iframe de l'émulateur Auth) sans aucune violation", async () => {
    const { page, violations } = await openRecorded();
    await serveGoogleSignIn(page.context());
    await page.goto("/login");
    const popupOpened = page.context().waitForEvent("page");
    await page.getByRole("button", { name: "Se connecter avec Google" }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState("domcontentloaded");
    await popup.getByText("Add new account").click();
    await popup.locator("#email-input").fill(`csp-${Date.now()}@atelier.test`);
    await popup.locator("#display-name-input").fill("Inès Roux");
    await popup.locator("#sign-in").click();
    // A new Google account is no administrator: the refusal proves the sign-in went through.
    expect(await loginAlertText(page)).toBe(ACCESS_DENIED);
    expect((await violations()).filter((v) => !v.page.startsWith(`http://127.0.0.1:${PORTS.auth}`))).toEqual([]);
  });

  it("sert les fichiers /files dans un bac à sable, quel que soit le type", async () => {
    const { page } = await openRecorded();
    await loginAsAdmin(page, "/login");
    await page.goto("/creations");
    const src = await page.locator('img[src^="/files/"]').first().getAttribute("src");
    const response = await page.request.get(src!);
    expect(response.status()).toBe(200);
    // The sandbox alone: not the console's policy, which would allow scripts from 'self'.
    expect(response.headers()["content-security-policy"]).toBe(FILES_CONTENT_SECURITY_POLICY);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const refused = await page.request.get("/files/creations/absent.svg");
    expect(refused.status()).toBe(403);
    expect(refused.headers()["content-security-policy"]).toBe(FILES_CONTENT_SECURITY_POLICY);
  });
});
