// Issue 28, point 4 in the console: « Bon de préparation » on an order's page saves the order's
// packing slip, read back with pdf-parse — one page, the short id, the recipient's name, and a
// name the storefront let through (a spreadsheet formula, a script tag) printed as plain text.
// Then the page with its new button at 1440 and 390 px: no WCAG 2.1 A/AA violation, nothing past
// the screen's edge nor text drawn over text.
import { readFile } from "node:fs/promises";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Page, Response } from "playwright-core";
import { orderPath } from "../client/src/app/paths";
import { parsePdf } from "../server/test/support/pdf";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, loginAsAdmin, waitForTitle, type Viewport } from "./support/browser";
import { demoOrderInStatus } from "./support/firebaseAdmin";
import { horizontalOverflow, overlappingText } from "./support/overlaps";

jest.setTimeout(240_000);

const openPage = browserPerFile();
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };
const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

/** What a storefront form let through, as the recipient's name. */
const HOSTILE_NAME = '=HYPERLINK("https://evil.example","Voir") <script>alert(1)</script>';

let orderId: string;
let storedAddress: Record<string, unknown>;

beforeAll(async () => {
  // An order being prepared, its recipient renamed for this file and put back after it.
  orderId = await demoOrderInStatus("processing");
  const order = await firestore().doc(`orders/${orderId}`).get();
  storedAddress = order.get("shippingAddress") as Record<string, unknown>;
  await order.ref.update({ shippingAddress: { ...storedAddress, fullName: HOSTILE_NAME } });
});

afterAll(async () => {
  await firestore().doc(`orders/${orderId}`).update({ shippingAddress: storedAddress });
});

async function orderPage(viewport = DESKTOP): Promise<Page> {
  const page = await openPage(DESKTOP);
  await loginAsAdmin(page);
  await page.setViewportSize(viewport);
  await page.goto(orderPath(orderId));
  await waitForTitle(page, "Détail de la commande - Admin");
  await page.getByRole("heading", { level: 1, name: /^Commande / }).waitFor();
  return page;
}

describe("bons de préparation", () => {
  it("« Bon de préparation » enregistre le PDF de la commande : une page, son numéro, le nom du destinataire imprimé tel quel", async () => {
    const page = await orderPage();
    const shortId = orderId.slice(0, 6).toUpperCase();
    const button = page.getByRole("button", { name: "Bon de préparation" });
    const [response, download] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/export/packing-slips.pdf" && r.request().method() === "POST"),
      page.waitForEvent("download"),
      button.click(),
    ]);
    expect((response as Response).status()).toBe(200);
    expect((response as Response).headers()["content-type"]).toBe("application/pdf");
    expect(JSON.parse((response as Response).request().postData() ?? "{}")).toEqual({ orderIds: [orderId] });
    expect(download.suggestedFilename()).toMatch(/^bons-de-preparation-\d{4}-\d{2}-\d{2}\.pdf$/);

    const pdf = await parsePdf(await readFile((await download.path())!));
    expect(pdf.total).toBe(1);
    expect(pdf.text).toContain("Bon de préparation");
    expect(pdf.text).toContain(`#${shortId}`);
    expect(pdf.text).toContain(HOSTILE_NAME);
    expect(pdf.text).toContain(String(storedAddress.city));
    // Busy while the PDF came, usable again once it is saved.
    await expect(button.isEnabled()).resolves.toBe(true);
  });
});

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
] as const)("à %s px", (_label, viewport) => {
  it("la fiche de la commande et son bouton « Bon de préparation » : sans violation WCAG, rien hors de l'écran ni de texte superposé", async () => {
    const page = await orderPage(viewport);
    await page.getByRole("button", { name: "Bon de préparation" }).waitFor();
    await animationsSettled(page);
    const problems = [
      await axeReport(page, `fiche de commande à ${viewport.width} px`),
      ...(await horizontalOverflow(page)),
      ...(await overlappingText(page, "main")),
    ].filter(Boolean);
    expect(problems).toEqual([]);
  });
});
