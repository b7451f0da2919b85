// /api: GraphiQL bundled with the console, signed in as the administrator without any token
// pasted, with the schema's documentation and each response's cost under it.
import type { ConsoleMessage } from "playwright-core";
import { browserPerFile, DEMO_ADMIN, loginAsAdmin, waitForTitle } from "./support/browser";

jest.setTimeout(60_000);

const open = browserPerFile();

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
    await docs.getByText(/^The signed-in administrator\./).first().waitFor();

    expect(noise).toEqual([]);
  });
});
