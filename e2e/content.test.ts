// /static-pages and /blog: write a page with its preview, publish it, restore a revision, keep
// the text of a stale save; schedule a post in Paris time.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { browserPerFile, expectConsoleProblems, loginAsAdmin, pathOf, waitForPath } from "./support/browser";

jest.setTimeout(180_000);

const openPage = browserPerFile();
const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

async function openScreen(nav: string, path: string, heading: string, table: string, first: string): Promise<Page> {
  const page = await openPage();
  await loginAsAdmin(page);
  await page.getByRole("link", { name: nav }).click();
  await waitForPath(page, path);
  await page.getByRole("heading", { name: heading }).waitFor();
  await page.getByRole("table", { name: table }).getByRole("link", { name: first }).waitFor();
  return page;
}

describe("pages statiques", () => {
  it("crée une page avec son aperçu assaini, la publie, restaure une révision et garde le texte d'une sauvegarde périmée", async () => {
    const page = await openScreen("Pages statiques", "/static-pages", "Pages Statiques", "Pages statiques", "Mentions légales");
    const table = page.getByRole("table", { name: "Pages statiques" });

    await page.getByRole("button", { name: "Nouvelle page" }).click();
    await waitForPath(page, "/static-pages/new");
    const create = page.getByRole("dialog", { name: "Nouvelle page" });
    await create.getByLabel(/^Titre\s*\*?$/).fill("Livraison et retours (e2e)");
    await create.getByText("Adresse\u00a0: /pages/livraison-et-retours-e2e").waitFor();
    // Chromium reports the handler's attribute as a CSP violation as soon as DOMPurify parses it
    // (even in its inert document): the console's CSP refusing it is expected, nothing runs.
    expectConsoleProblems(page, /^console\.error: Executing inline event handler violates the following Content Security Policy directive 'script-src 'self'/);
    await create.getByLabel("Contenu (Markdown)").fill('# Livraison\n\nExpédiée sous **48 h**.\n\n<img src="x" onerror="document.title=\'piratée\'">');
    const preview = create.getByRole("region", { name: "Aperçu du contenu" });
    await preview.getByRole("heading", { name: "Livraison" }).waitFor();
    await preview.locator("strong", { hasText: "48 h" }).waitFor();
    expect(await preview.locator("[onerror]").count()).toBe(0);
    await create.getByLabel("Titre SEO").fill("Livraison et retours");
    await create.getByText("20 / 60 caractères").waitFor();
    await create.getByLabel("Statut").selectOption("PUBLISHED");
    await create.getByRole("button", { name: "Enregistrer" }).click();
    await create.waitFor({ state: "hidden" });
    const row = table.getByRole("row").filter({ hasText: "Livraison et retours (e2e)" });
    await row.getByText("Publié").waitFor();
    expect(await page.title()).not.toContain("piratée");

    // A second save keeps version 1 as a revision; restoring it puts the 48 h back.
    await table.getByRole("link", { name: "Livraison et retours (e2e)" }).click();
    const edit = page.getByRole("dialog", { name: /^Modifier/ });
    await edit.getByLabel("Contenu (Markdown)").fill("# Livraison\n\nExpédiée sous **24 h**.");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await edit.waitFor({ state: "hidden" });
    await table.getByRole("link", { name: "Livraison et retours (e2e)" }).click();
    await edit.getByRole("button", { name: /^Version 1 ·/ }).click();
    await edit.getByTestId("diff-body").locator("del", { hasText: "48" }).waitFor();
    await edit.getByRole("button", { name: "Restaurer" }).click();
    await page.getByText("Version 1 restaurée").first().waitFor();
    await edit.getByRole("button", { name: /^Version 2 ·/ }).waitFor();
    expect(await edit.getByLabel("Contenu (Markdown)").inputValue()).toContain("**48 h**");

    // Another administrator saves meanwhile: this save is refused and the text typed stays.
    const id = pathOf(page).split("/").at(-1)!;
    const ref = firestore().doc(`staticPages/${id}`);
    await ref.update({ version: ((await ref.get()).get("version") as number) + 1 });
    await edit.getByLabel("Contenu (Markdown)").fill("Mon texte à ne pas perdre");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await edit.getByRole("alert").getByText("Modifié entre-temps par Camille Martin — rechargez").waitFor();
    expect(await edit.getByLabel("Contenu (Markdown)").inputValue()).toBe("Mon texte à ne pas perdre");
  });
});

describe("blog", () => {
  it("programme un article à 9 h, heure de Paris, et le retrouve parmi les articles programmés", async () => {
    const page = await openScreen("Blog", "/blog", "Gestion du Blog", "Articles", "Bienvenue sur le blog d’Atelier");
    await page.getByRole("button", { name: "Nouvel article" }).click();
    await waitForPath(page, "/blog/new");
    const create = page.getByRole("dialog", { name: "Nouvel article" });
    await create.getByLabel(/^Titre\s*\*?$/).fill("Soldes d’été (e2e)");
    await create.getByLabel("Contenu (Markdown)").fill("Les soldes commencent **demain**.");
    await create.getByLabel("Étiquettes").fill("Soldes, Été");
    await create.getByLabel("Statut").selectOption("SCHEDULED");
    await create.getByLabel("Publication le (heure de Paris)").fill("2030-07-01T09:00");
    await create.getByRole("button", { name: "Enregistrer" }).click();
    await create.waitFor({ state: "hidden" });

    await page.getByRole("combobox", { name: "Statut" }).selectOption("SCHEDULED");
    await page.waitForURL((url) => url.searchParams.get("status") === "SCHEDULED");
    const row = page.getByRole("table", { name: "Articles" }).getByRole("row").filter({ hasText: "Soldes d’été (e2e)" });
    await row.getByText("Programmé").waitFor();
    const stored = await firestore().collection("blogPosts").where("title", "==", "Soldes d’été (e2e)").get();
    expect(stored.docs.map((d) => [d.get("status"), d.get("publishedAt").toDate().toISOString(), d.get("tags")])).toEqual([
      ["scheduled", "2030-07-01T07:00:00.000Z", ["Soldes", "Été"]],
    ]);
  });
});
