// Reprints in the console (docs/reprints.md): from a shipped order of the demo data, « Réimpression »
// opens the dialog (reason, a quantity per line, a note); the form refuses nothing chosen in French;
// « Créer la réimpression » lands on the new order at 0,00 €, which links back to its original,
// and the original links to it. Then the new order goes into production (« En cours »), so the
// demo's paid orders stay invoiced sales. The dialog at 1440 and 390 px: no WCAG 2.1 A/AA violation.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { orderPath } from "../client/src/app/paths";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, loginAsAdmin, waitForTitle, type Viewport } from "./support/browser";

jest.setTimeout(240_000);

const openPage = browserPerFile();
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

/** A shipped order of the demo data that is no reprint itself (the seed reprints some shipped orders). */
async function shippedSale(): Promise<{ id: string; shortId: string }> {
  const firestore = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));
  const snap = await firestore.collection("orders").where("status", "==", "shipped").limit(20).get();
  const order = snap.docs.find((doc) => !doc.get("reprintOf"));
  if (!order) throw new Error("the demo data has no shipped sale");
  return { id: order.id, shortId: order.id.slice(0, 6).toUpperCase() };
}

async function signedIn(viewport = DESKTOP): Promise<Page> {
  const page = await openPage(DESKTOP);
  await loginAsAdmin(page);
  await page.setViewportSize(viewport);
  return page;
}

describe("réimpression d'une commande", () => {
  it("crée la réimpression depuis la fiche : la nouvelle commande à 0 € renvoie à l'originale, qui la liste", async () => {
    const original = await shippedSale();
    const page = await signedIn();
    await page.goto(orderPath(original.id));
    await waitForTitle(page, "Détail de la commande - Admin");
    await page.getByRole("button", { name: "Réimpression" }).click();
    const dialog = page.getByRole("dialog", { name: `Réimprimer la commande #${original.shortId}` });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get("dialog")).toBe("reprint");

    // Nothing chosen: the rules say so in French, nothing is sent.
    await dialog.getByRole("button", { name: "Créer la réimpression" }).click();
    await dialog.getByText("Choisissez un motif de réimpression.").waitFor();
    await dialog.getByText("Choisissez au moins une ligne à réimprimer.").waitFor();

    await dialog.getByLabel("Motif").selectOption({ label: "Erreur d’impression" });
    await dialog.getByRole("spinbutton").first().fill("1");
    await dialog.getByLabel("Note interne").fill("Couleurs trop sombres (e2e)");
    await dialog.getByRole("button", { name: "Créer la réimpression" }).click();

    // The new order's page: 0,00 €, paid, its link back.
    await page.waitForURL((url) => url.pathname.startsWith("/orders/") && !url.pathname.endsWith(original.id));
    const reprintId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("heading", { level: 1, name: `Commande ${reprintId.slice(0, 6).toUpperCase()}` }).waitFor();
    await page.getByText(/^0,00\s€ · créée le /).waitFor();
    const back = page.getByTestId("reprint-of");
    await back.getByText("(erreur d’impression)").waitFor();
    expect(await back.getByRole("link", { name: `#${original.shortId}` }).getAttribute("href")).toBe(orderPath(original.id));
    expect(await page.getByRole("button", { name: "Réimpression" }).count()).toBe(0);
    // No sale, no invoice: said, not « en cours d’émission » forever.
    await page.getByText("Aucune facture\u00a0: une réimpression n’est pas une vente.").waitFor();

    // Into production, as any paid order.
    await page.getByRole("button", { name: "Changer le statut" }).click();
    await page.getByRole("menuitem", { name: "En cours" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirmer" }).click();
    await page.locator("h1").locator("..").getByText("En cours", { exact: true }).waitFor();

    // The original lists it.
    await page.goto(orderPath(original.id));
    const reprints = page.getByTestId("order-reprints");
    await reprints.getByRole("link", { name: `#${reprintId.slice(0, 6).toUpperCase()}` }).waitFor();
    expect(await reprints.innerText()).toMatch(/^Réimpressions\s: /);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`le dialogue à ${viewport.width} px : aucune violation WCAG 2.1 A/AA`, async () => {
      const original = await shippedSale();
      const page = await signedIn(viewport);
      await page.goto(`${orderPath(original.id)}?dialog=reprint`);
      const dialog = page.getByRole("dialog", { name: `Réimprimer la commande #${original.shortId}` });
      await dialog.waitFor();
      // With the form's refusals shown: their colours are checked too.
      await dialog.getByRole("button", { name: "Créer la réimpression" }).click();
      await dialog.getByText("Choisissez un motif de réimpression.").waitFor();
      await animationsSettled(page);
      expect(await axeReport(page, `dialogue de réimpression à ${viewport.width} px`)).toBe("");
    });
  }
});
