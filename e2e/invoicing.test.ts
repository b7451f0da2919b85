// Issue 27 in the console, on the demo data (an invoice for every paid order, the seller's identity
// filled): a delivered order's invoice and its PDF; « Factures et avoirs » on /finances (its type
// filter in the URL, a document's PDF, the month's ZIP); « Identité légale » in /settings (a bad
// SIREN refused in French, a good one saved, the warning of what invoices lack). Then each of these
// screens and the dialog at 1440 and 390 px: no layout shift while loading, no WCAG 2.1 A/AA
// violation, nothing past the screen's edge nor text drawn over text.
import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import type { Locator, Page, Response } from "playwright-core";
import { monthOf, parisDay, previousMonth } from "@atelier/domain/parisCalendar";
import { orderPath, PATHS } from "../client/src/app/paths";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, loginAsAdmin, waitForTitle, type Viewport } from "./support/browser";
import { demoOrderInStatus } from "./support/firebaseAdmin";
import { layoutShiftSinceLoad, MAX_LAYOUT_SHIFT, slowDownApi, waitUntilLoaded } from "./support/layoutShift";
import { horizontalOverflow, overlappingText } from "./support/overlaps";

jest.setTimeout(240_000);

const openPage = browserPerFile();
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };
/** The month's ZIP renders every PDF of the month: more than a click's usual wait on a busy machine. */
const ARCHIVE_WAIT_MS = 90_000;

/** Signed in on a desktop (the sign-in waits for the sidebar), then at `viewport`. */
async function signedIn(viewport = DESKTOP): Promise<Page> {
  const page = await openPage(DESKTOP);
  await loginAsAdmin(page);
  await page.setViewportSize(viewport);
  return page;
}

/**
 * Clicks with `click` and waits for both the API's answer on `pathname` and the file the browser
 * saves from it (the console fetches with the admin's token, then saves a Blob).
 */
async function downloadFrom(page: Page, pathname: string, click: () => Promise<void>, timeout = 30_000) {
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === pathname, { timeout }),
    page.waitForEvent("download", { timeout }),
    click(),
  ]);
  const bytes = await readFile((await download.path())!);
  return { response: response as Response, name: download.suggestedFilename(), bytes };
}

/** The texts of one column of the « Factures et avoirs » table, once it is no longer busy. */
async function columnOnceLoaded(section: Locator, column: number): Promise<string[]> {
  await section.locator('table[aria-label="Factures et avoirs"][aria-busy="false"]').or(section.getByText("Aucun résultat")).first().waitFor();
  return (await section.locator(`tbody tr td:nth-child(${column})`).allInnerTexts()).map((text) => text.trim());
}

describe("factures et avoirs", () => {
  it("la fiche d'une commande livrée montre sa facture FA-… (HT, TVA, TTC) ; « Télécharger la facture » enregistre son PDF", async () => {
    const page = await signedIn();
    await page.goto(orderPath(await demoOrderInStatus("delivered")));
    await waitForTitle(page, "Détail de la commande - Admin");
    const invoice = page.getByTestId("order-invoice");
    const number = (await invoice.getByText(/^FA-\d{4}-\d{6}$/).innerText()).trim();
    for (const label of ["Émise le", "Total HT", "TVA", "Total TTC"]) await invoice.getByText(label, { exact: true }).waitFor();
    // What was paid is what the invoice totals, VAT included.
    const paid = (await page.getByText(/ · créée le /).innerText()).split(" · ")[0];
    expect(await invoice.locator("dd").last().innerText()).toBe(paid);

    const pdf = await downloadFrom(page, `/documents/${number}.pdf`, () => page.getByRole("button", { name: "Télécharger la facture" }).click());
    expect(pdf.response.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.name).toBe(`${number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("/finances/factures liste les factures ; le type choisi reste dans l'URL ; un numéro donne son PDF, le mois dernier son ZIP (PDF et journal.csv)", async () => {
    const page = await signedIn();
    await page.goto(PATHS.financesDocuments);
    await waitForTitle(page, "Suivi Financier - Admin");
    const section = page.getByRole("region", { name: "Factures et avoirs", exact: true });
    const firstInvoice = section.getByRole("button", { name: /^Télécharger la facture FA-\d{4}-\d{6}$/ }).first();
    await firstInvoice.waitFor();
    // Both kinds, newest first: the demo's refunds, cancellations and partial refunds have credit notes.
    for (const type of await columnOnceLoaded(section, 2)) expect(["Facture", "Avoir"]).toContain(type);

    const kind = section.getByRole("combobox", { name: "Type de document" });
    await kind.selectOption("CREDIT_NOTE");
    await page.waitForURL((url) => url.searchParams.get("documentsKind") === "CREDIT_NOTE");
    await page.waitForFunction(() => !document.querySelector('table[aria-label="Factures et avoirs"] [aria-label^="Télécharger la facture"]'));
    const creditNotes = await columnOnceLoaded(section, 2);
    expect(creditNotes.length).toBeGreaterThan(0);
    for (const type of creditNotes) expect(type).toBe("Avoir");
    await kind.selectOption("INVOICE");
    await page.waitForURL((url) => url.searchParams.get("documentsKind") === "INVOICE");
    await page.waitForFunction(() => !document.querySelector('table[aria-label="Factures et avoirs"] [aria-label^="Télécharger l’avoir"]'));
    await firstInvoice.waitFor();
    expect(new Set(await columnOnceLoaded(section, 2))).toEqual(new Set(["Facture"]));
    await page.reload();
    await firstInvoice.waitFor();
    expect(await kind.inputValue()).toBe("INVOICE");

    const number = (await firstInvoice.innerText()).trim();
    const pdf = await downloadFrom(page, `/documents/${number}.pdf`, () => firstInvoice.click());
    expect(pdf.response.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.name).toBe(`${number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const lastMonth = previousMonth(monthOf(parisDay(new Date())));
    expect(await section.getByRole("combobox", { name: "Mois de l’archive" }).inputValue()).toBe(lastMonth);
    const zip = await downloadFrom(
      page,
      "/documents/archive.zip",
      () => section.getByRole("button", { name: "Télécharger le mois (ZIP)" }).click(),
      ARCHIVE_WAIT_MS,
    );
    expect(new URL(zip.response.url()).searchParams.get("month")).toBe(lastMonth);
    expect(zip.response.headers()["content-type"]).toBe("application/zip");
    expect(zip.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const files = Object.keys((await JSZip.loadAsync(zip.bytes)).files);
    expect(files).toContain("journal.csv");
    // The demo's orders span the last 90 days: last month was paid for, so invoiced.
    expect(files.filter((file) => /^FA-\d{4}-\d{6}\.pdf$/.test(file)).length).toBeGreaterThan(0);
    await page.getByText("Archive téléchargée").first().waitFor();
  });

  it("le journal relie chaque remboursement à son avoir : le numéro AV-… mène à la commande qui le liste", async () => {
    const page = await signedIn();
    await page.goto(`${PATHS.financesTransactions}?type=REFUND`);
    await waitForTitle(page, "Suivi Financier - Admin");
    const ledger = page.getByRole("region", { name: "Transactions" });
    // The link's name is its visible text, which names the credit note (axe's label-content-name-mismatch).
    const link = ledger.getByRole("link", { name: /avoir AV-\d{4}-\d{6}/i }).first();
    await link.waitFor();
    const number = (await link.innerText()).match(/AV-\d{4}-\d{6}/)![0];
    await link.click();
    await waitForTitle(page, "Détail de la commande - Admin");
    await page.getByText(number, { exact: true }).waitFor();
  });
});

describe("identité légale du vendeur", () => {
  async function openSellerDialog(page: Page): Promise<Locator> {
    await page.getByRole("button", { name: "Modifier la section Identité légale" }).click();
    const dialog = page.getByRole("dialog", { name: "Identité légale" });
    await dialog.waitFor();
    return dialog;
  }

  async function save(dialog: Locator): Promise<void> {
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await dialog.waitFor({ state: "hidden" });
  }

  async function openSettings(): Promise<{ page: Page; section: Locator }> {
    const page = await signedIn();
    await page.goto(PATHS.settings);
    await waitForTitle(page, "Paramètres - Admin");
    const section = page.locator("#identite-legale");
    await section.getByText("Raison sociale").waitFor();
    return { page, section };
  }

  it("refuse un SIREN invalide en français ; enregistre un SIREN et un numéro de TVA valides, tels que le serveur les écrit", async () => {
    const { page, section } = await openSettings();
    const dialog = await openSellerDialog(page);
    const siren = dialog.getByLabel("SIREN", { exact: true });
    await siren.fill("123 456 789");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await dialog.getByText("Le SIREN doit comporter 9 chiffres valides.").waitFor();
    expect(await siren.getAttribute("aria-invalid")).toBe("true");

    await siren.fill("123 456 782");
    await dialog.getByLabel("Numéro de TVA intracommunautaire").fill("fr 11 123 456 782");
    await save(dialog);
    await page.getByText("Identité légale enregistrée").first().waitFor();
    // Spaces dropped, upper-cased: what the invoices print.
    await section.getByText("123456782", { exact: true }).waitFor();
    await section.getByText("FR11123456782", { exact: true }).waitFor();
    await page.reload();
    await section.getByText("FR11123456782", { exact: true }).waitFor();
  });

  it("avertit en orange de ce qui manque sur les factures, et plus du tout une fois l'identité complète", async () => {
    const { page, section } = await openSettings();
    const warning = section.getByTestId("seller-missing");
    expect(await warning.count()).toBe(0);

    let dialog = await openSellerDialog(page);
    const mentions = dialog.getByLabel("Mentions légales");
    const written = await mentions.inputValue();
    await mentions.fill("");
    await save(dialog);
    await warning.getByText("Il manque sur vos factures\u00a0: Mentions légales (forme juridique, capital, RCS).").waitFor();

    dialog = await openSellerDialog(page);
    await dialog.getByLabel("Mentions légales").fill(written);
    await save(dialog);
    await warning.waitFor({ state: "detached" });
  });
});

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
] as const)("à %s px", (_label, viewport) => {
  it("la facture d'une commande, « Factures et avoirs » et la fenêtre « Identité légale » : sans saut au chargement, sans violation WCAG, rien hors de l'écran", async () => {
    const page = await signedIn(viewport);
    const inFlight = await slowDownApi(page.context());
    const problems: string[] = [];

    /** Loads `path` with the API slowed down, then measures what moved and what axe finds; `ready` is the part to check. */
    const check = async (path: string, title: string, ready: () => Promise<void>, root = "main") => {
      await page.goto(path);
      await waitForTitle(page, `${title} - Admin`);
      await waitUntilLoaded(page, inFlight);
      await ready();
      const shift = await layoutShiftSinceLoad(page);
      if (shift.value >= MAX_LAYOUT_SHIFT) problems.push(`${path} shifted by ${shift.value.toFixed(4)}:\n${shift.sources.join("\n")}`);
      await animationsSettled(page);
      const violations = await axeReport(page, `${path} à ${viewport.width} px`);
      if (violations) problems.push(violations);
      problems.push(...(await horizontalOverflow(page)).map((line) => `${path}: ${line}`));
      problems.push(...(await overlappingText(page, root)).map((line) => `${path}: ${line}`));
    };

    await check(orderPath(await demoOrderInStatus("delivered")), "Détail de la commande", async () => {
      await page.getByTestId("order-invoice").scrollIntoViewIfNeeded();
    });
    await check(PATHS.financesDocuments, "Suivi Financier", async () => {
      const section = page.getByRole("region", { name: "Factures et avoirs", exact: true });
      await section
        .getByRole("button", { name: /^Télécharger la facture FA-/ })
        .first()
        .waitFor();
      await section.scrollIntoViewIfNeeded();
    });
    await check(
      `${PATHS.settings}?dialog=seller`,
      "Paramètres",
      async () => {
        await page.getByRole("dialog", { name: "Identité légale" }).getByLabel("Raison sociale").waitFor();
      },
      '[role="dialog"]',
    );
    expect(problems).toEqual([]);
  });
});
