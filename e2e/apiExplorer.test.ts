// /api: GraphiQL bundled with the console, signed in as the administrator without any token
// pasted, with the schema's documentation and each response's cost under it.
import type { ConsoleMessage, Page, Worker } from "playwright-core";
import { BASE_URL, browserPerFile, DEMO_ADMIN, loginAsAdmin, submitLogin, waitForTitle } from "./support/browser";
import { devConsolePerFile } from "./support/devConsole";

// The dev server compiles each module on its first request: its first /api is slow.
jest.setTimeout(480_000);

const open = browserPerFile();
const DEV_URL = devConsolePerFile();

/** Every error, warning and uncaught error of the page, from now on. */
function collectNoise(page: Page): string[] {
  const noise: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error" || m.type() === "warning") noise.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => noise.push(`pageerror: ${e.message || String(e)}`));
  return noise;
}

/** The first worker of the page whose script URL matches. */
function workerNamed(page: Page, name: RegExp): Promise<Worker> {
  const started = page.workers().find((w) => name.test(w.url()));
  return started ? Promise.resolve(started) : page.waitForEvent("worker", { predicate: (w) => name.test(w.url()), timeout: 180_000 });
}

describe("l'explorateur GraphQL (/api)", () => {
  it("exécute une requête avec le jeton de l'administrateur, affiche les données, leur coût et la documentation du schéma, sans rien dans la console", async () => {
    const page = await open();
    const noise: string[] = [];
    page.on("console", (m: ConsoleMessage) => {
      if (m.type() === "error" || m.type() === "warning") noise.push(`${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => noise.push(`pageerror: ${e.message}`));
    await loginAsAdmin(page);
    await page.goto("/api");
    await waitForTitle(page, "Explorateur GraphQL - Admin");
    await page.getByRole("heading", { level: 1, name: "Explorateur GraphQL" }).waitFor();
    const costBar = page.getByRole("status", { name: "Coût de la dernière requête" });
    await costBar.getByText("Exécutez une requête pour voir son coût.").waitFor();

    // The editor opens on the French example (me, then the first orders): run it as it is.
    const editor = page.getByRole("region", { name: "Operation Editor" }).locator(".view-lines");
    await editor.getByText("Explorateur de l’API GraphQL de la console.").waitFor();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/graphql") && (r.postData() ?? "").includes("query Exemple")),
      page.getByRole("button", { name: /^Execute query/ }).click(),
    ]);
    expect(request.headers()["authorization"]).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]*$/);

    const response = page.locator(".graphiql-response .view-lines");
    await response.getByText(`"${DEMO_ADMIN.email}"`).waitFor();
    await response.getByText('"shortId"').first().waitFor();
    await costBar.getByText(/^Réelles\s:\s\d+\slectures?$/).waitFor();
    await costBar.getByText(/^Lectures Firestore estimées\s:\s\d+$/).waitFor();

    // The schema came through introspection, as this administrator: its descriptions are there.
    await page.getByRole("button", { name: "Show Documentation Explorer" }).click();
    const docs = page.locator(".graphiql-doc-explorer");
    await docs.getByText("Query", { exact: true }).first().click();
    await docs
      .getByText(/^The signed-in administrator\./)
      .first()
      .waitFor();

    expect(noise).toEqual([]);
  });

  // Monaco's language services run in workers. On the dev server the GraphQL worker's module
  // failed to load (CommonJS packages not pre-bundled): an uncaught error `Event`, then « Could not
  // create web worker(s). Falling back to loading web worker code in main thread ».
  it.each([
    ["la console construite", BASE_URL],
    ["la console de développement", DEV_URL],
  ])("%s : les workers de l'éditeur démarrent, sans erreur non interceptée", async (_, origin) => {
    const page = await open();
    const noise = collectNoise(page);
    const graphqlWorker = workerNamed(page, /graphql\.worker/);
    await page.goto(`${origin}/login`, { timeout: 180_000 });
    await page.getByLabel("Email").waitFor({ timeout: 180_000 });
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByRole("navigation", { name: "Navigation principale" }).waitFor({ timeout: 180_000 });
    await page.goto(`${origin}/api`);
    await page.getByRole("heading", { level: 1, name: "Explorateur GraphQL" }).waitFor({ timeout: 180_000 });
    const editor = page.getByRole("region", { name: "Operation Editor" }).locator(".view-lines");
    await editor.getByText("Explorateur de l’API GraphQL de la console.").waitFor({ timeout: 180_000 });

    // The worker's module ran: graphql.worker.js sets its message handler (a failed module leaves none).
    const worker = await graphqlWorker;
    expect(await worker.evaluate(() => typeof self.onmessage)).toBe("function");
    // It answers: the editor's diagnostics come from it (an unknown field is underlined).
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\nquery Inconnu { champInconnu }");
    await page.getByRole("region", { name: "Operation Editor" }).locator(".squiggly-error").first().waitFor({ timeout: 60_000 });

    expect(noise).toEqual([]);
  });
});
