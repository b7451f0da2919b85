// Tracking numbers from the carrier's file (docs/tracking-import.md), in the console: on /orders,
// « Importer les numéros de suivi », a carrier's CSV with one bad line chosen through the file
// input, its columns guessed from the header and previewed, « Vérifier » showing each line's
// verdict (nothing written yet), the error report downloaded, then « Appliquer »: the good orders
// « Expédiée » with their numbers, the bad one untouched. The dialog passes axe at 1440 and 390 px.
import { readFile } from "node:fs/promises";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { orderPath } from "../client/src/app/paths";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, loginAsAdmin, waitForTitle, type Viewport } from "./support/browser";
import { demoOrderAndCustomer } from "./support/firebaseAdmin";

jest.setTimeout(360_000);

const openPage = browserPerFile();
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };
const LIST_TITLE = "Gestion des Commandes - Admin";
const NBSP = "\u00a0";

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

/** Three orders « En cours » of this file's own (20-character ids, as Firestore's), written fresh before each run. */
const ORDERS = ["e2eTk1QwErTyUiOpAsDf", "e2eTk2QwErTyUiOpAsDf", "e2eTk3QwErTyUiOpAsDf"] as const;
const short = (id: string) => id.slice(0, 6).toUpperCase();

/** The carrier's file: our dialect (BOM, « ; », CRLF), a column of its own in the middle, one unknown order on line 4. */
const CARRIER_FILE = [
  "N° de commande;Poids (kg);Numéro de suivi",
  `${ORDERS[0].slice(0, 6).toLowerCase()};0,4;6A10000000001`,
  `#${short(ORDERS[1])};1,2;6A 100 000 002`,
  "ZZZ000;0,3;6A10000000009",
  `${ORDERS[2]};0,8;LP/2026/003`,
].join("\r\n");
const NUMBERS = ["6A10000000001", "6A 100 000 002", "LP/2026/003"];

beforeAll(async () => {
  const { userId } = await demoOrderAndCustomer();
  const at = Timestamp.fromMillis(Date.UTC(2026, 9, 20, 9));
  await Promise.all(
    ORDERS.map((id) =>
      db()
        .doc(`orders/${id}`)
        .set({
          idSearchKey: id.toUpperCase(),
          userId,
          status: "processing",
          total: 24.9,
          createdAt: at,
          updatedAt: at,
          paidAt: at,
          statusHistory: [{ to: "processing", changedAt: at, changedBy: null }],
          items: [{ productId: "poster", name: "Poster 30×40", quantity: 1, unitPrice: 24.9, creationId: null, imageUrl: null }],
          productIds: ["poster"],
          trackingNumber: null,
        }),
    ),
  );
});

async function signedIn(viewport: Viewport): Promise<Page> {
  const page = await openPage(DESKTOP);
  await loginAsAdmin(page, "/orders");
  await waitForTitle(page, LIST_TITLE);
  await page.setViewportSize(viewport);
  return page;
}

/** Opens the dialog and chooses the carrier's file through its file input; waits for the preview. */
async function openWithFile(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Importer les numéros de suivi" }).click();
  const dialog = page.getByRole("dialog", { name: "Importer les numéros de suivi" });
  await dialog
    .getByLabel("Fichier du transporteur (CSV)")
    .setInputFiles({ name: "transporteur.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${CARRIER_FILE}\r\n`) });
  await dialog.getByText(`«${NBSP}transporteur.csv${NBSP}»${NBSP}: 4 lignes à vérifier.`).waitFor();
  return dialog;
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  await animationsSettled(page);
  expect(await axeReport(page, where)).toBe("");
}

describe("importer les numéros de suivi du transporteur", () => {
  it("vérifie (rien n'est écrit), montre chaque verdict, donne le rapport d'erreurs, puis expédie les bonnes commandes avec leur numéro", async () => {
    const page = await signedIn(DESKTOP);
    const dialog = await openWithFile(page);

    // The columns guessed from the header, changeable; the preview reads the file through them.
    await expect(dialog.getByRole("combobox", { name: "Colonne de la commande" }).inputValue()).resolves.toBe("0");
    await expect(dialog.getByRole("combobox", { name: "Colonne du numéro de suivi" }).inputValue()).resolves.toBe("2");
    const preview = dialog.getByRole("table", { name: /Aperçu des 4 premières lignes/ });
    await preview.getByRole("cell", { name: "6A 100 000 002" }).waitFor();
    await dialog.getByRole("combobox", { name: "Colonne du numéro de suivi" }).selectOption("1");
    await preview.getByRole("cell", { name: "1,2" }).waitFor();
    await dialog.getByRole("combobox", { name: "Colonne du numéro de suivi" }).selectOption("2");
    await expectAxeClean(page, "import des numéros de suivi : choix des colonnes (1440 px)");

    await dialog.getByRole("button", { name: "Vérifier" }).click();
    await dialog.getByText(`Vérification terminée, rien n’est encore modifié${NBSP}: 3 à appliquer, 0 inchangée, 1 en erreur.`).waitFor();
    // Nothing written by the dry run.
    for (const id of ORDERS) expect((await db().doc(`orders/${id}`).get()).get("status")).toBe("processing");
    // The errors are shown first; every line under « Toutes ».
    await dialog.getByTestId("tracking-line-4").getByText("Commande introuvable.").waitFor();
    await dialog.getByRole("button", { name: "Toutes (4)" }).click();
    await dialog.getByTestId("tracking-line-2").getByText("ok", { exact: true }).waitFor();
    await dialog
      .getByTestId("tracking-line-3")
      .getByRole("link", { name: `#${short(ORDERS[1])}` })
      .waitFor();
    await expectAxeClean(page, "import des numéros de suivi : verdicts (1440 px)");

    const [report] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Télécharger le rapport d’erreurs" }).click()]);
    expect(report.suggestedFilename()).toMatch(/^rapport-import-suivi-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await report.path())!, "utf8");
    expect(text).toBe("\uFEFFLigne;Commande;Numéro de suivi;Erreur\r\n4;ZZZ000;6A10000000009;Commande introuvable.\r\n");

    await dialog.getByRole("button", { name: "Appliquer 3 lignes" }).click();
    await dialog.getByText(`Import appliqué${NBSP}: 3 appliquées, 0 inchangée, 1 en erreur.`).waitFor();
    for (const [index, id] of ORDERS.entries()) {
      const stored = (await db().doc(`orders/${id}`).get()).data()!;
      expect([stored.status, stored.trackingNumber]).toEqual(["shipped", NUMBERS[index]]);
    }
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await dialog.waitFor({ state: "hidden" });

    // The list shows them « Expédiée » (searched by their common short-id prefix), each page its number.
    await page.goto("/orders?q=E2ETK");
    await waitForTitle(page, LIST_TITLE);
    const rows = page.locator('table[aria-label="Commandes"] tbody tr');
    await page.waitForFunction(() => {
      const cells = Array.from(document.querySelectorAll('table[aria-label="Commandes"] tbody tr td:last-child'));
      return cells.length === 3 && cells.every((cell) => cell.textContent === "Expédiée");
    });
    expect(await rows.count()).toBe(3);
    await page.goto(orderPath(ORDERS[1]));
    await expect(page.getByLabel("Numéro de suivi").inputValue()).resolves.toBe(NUMBERS[1]);
  });

  it("passe axe sur téléphone (390 px), fichier choisi puis vérifié", async () => {
    const page = await signedIn(PHONE);
    const dialog = await openWithFile(page);
    await expectAxeClean(page, "import des numéros de suivi : choix des colonnes (390 px)");
    await dialog.getByRole("button", { name: "Vérifier" }).click();
    await dialog.getByTestId("tracking-counts").waitFor();
    await expectAxeClean(page, "import des numéros de suivi : verdicts (390 px)");
    // Already shipped by the test before with these numbers: « inchangé », nothing left to apply.
    await expect(dialog.getByTestId("tracking-counts").innerText()).resolves.toContain("0 à appliquer, 3 inchangées, 1 en erreur");
    await expect(dialog.getByRole("button", { name: /^Appliquer/ }).isDisabled()).resolves.toBe(true);
  });
});
