// The CSV exports of the lists (docs/exports.md), on the demo data: the file downloaded from the
// screen has as many lines as the list counts for the same filter, in the orders export's dialect.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, loginAsAdmin, waitForTitle } from "./support/browser";

jest.setTimeout(180_000);

const openPage = browserPerFile();

/** The count under the screen's heading (« 1 234 utilisateurs »), once the list has loaded. */
async function listedCount(page: Page, noun: RegExp): Promise<number> {
  const description = page.locator("h1 + p");
  await description.filter({ hasText: noun }).waitFor();
  return Number((await description.innerText()).replace(/\D/g, ""));
}

/** Clicks « Exporter CSV » and reads the saved file: its header and data lines. */
async function download(page: Page): Promise<{ header: string; records: string[] }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exporter CSV" }).click()]);
  const text = await readFile((await file.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  // One record per CRLF: a line break inside a customer's message is a quoted bare LF.
  const [header, ...records] = text.slice(1).split("\r\n").filter(Boolean);
  await page.getByText("Export terminé").waitFor();
  return { header: header!, records };
}

describe("exports CSV des listes", () => {
  it("/users : les utilisateurs actifs avec crédits, autant de lignes que la liste en compte", async () => {
    const page = await openPage({ width: 1440, height: 900 });
    await loginAsAdmin(page);
    await page.goto("/users?status=active&credits=with&sort=credits:desc");
    await waitForTitle(page, "Gestion des Utilisateurs - Admin");
    const expected = await listedCount(page, /utilisateurs?$/);
    expect(expected).toBeGreaterThan(0);
    const { header, records } = await download(page);
    expect(header).toBe("Identifiant;E-mail;Prénom;Nom;Crédits;Points de fidélité;Administrateur;Bloqué;Inscrit le;Dernière connexion");
    expect(records).toHaveLength(expected);
    // Demo names hold no ';' nor quotes: the cells split plainly.
    const cells = records.map((r) => r.split(";"));
    expect(cells.every((c) => c[7] === "Non" && Number(c[4]) > 0)).toBe(true);
    // In the list's order: credits, highest first.
    const credits = cells.map((c) => Number(c[4]));
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
  });

  it("/users : une recherche dit sa limite sous le bouton, sans défaut d'accessibilité à 390 px", async () => {
    // Signed in on a desktop, where the sign-in waits for the sidebar; then the phone.
    const page = await openPage({ width: 1440, height: 900 });
    await loginAsAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/users?q=camille");
    await waitForTitle(page, "Gestion des Utilisateurs - Admin");
    const expected = await listedCount(page, /utilisateurs?$/);
    await page.getByText("Recherche : au plus 100 résultats par critère (e-mail, prénom, nom).").waitFor();
    await animationsSettled(page);
    expect(await axeReport(page, "/users?q=camille à 390 px")).toBe("");
    const { records } = await download(page);
    expect(records).toHaveLength(expected);
  });

  it("/contact-messages : les messages non lus, autant de lignes que la liste en compte", async () => {
    const page = await openPage({ width: 1440, height: 900 });
    await loginAsAdmin(page);
    await page.goto("/contact-messages?status=NEW");
    await waitForTitle(page, "Messages de Contact - Admin");
    const expected = await listedCount(page, /messages?$/);
    expect(expected).toBeGreaterThan(0);
    await animationsSettled(page);
    expect(await axeReport(page, "/contact-messages à 1440 px")).toBe("");
    const { header, records } = await download(page);
    expect(header).toBe("Identifiant;Date;Statut;Nom;E-mail;Sujet;Message;Lu le;Réponses;Répondu le;Motif du spam");
    expect(records).toHaveLength(expected);
    expect(records.every((r) => r.split(";")[2] === "Nouveau")).toBe(true);
  });
});
