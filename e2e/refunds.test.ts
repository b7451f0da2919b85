// Refunds after the sale in the console (docs/invoicing.md), on the demo data: from the order's
// page, two units refunded as credits through « Rembourser » — then the new avoir AV-… under
// « Avoirs », the order « Partiellement remboursée » (or « Remboursée » when that was all), the
// customer's balance on /users/{id} moved by what the shop's credit packs give for the credit
// note, and the « commande remboursée » mail in the local mailbox with the avoir's PDF. A free
// amount over what remains is refused in French before anything is sent. The open dialog passes
// axe at 1440 and 390 px (full screen on a phone), and the page with its badge does not shift.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { creditsForRefund } from "@atelier/domain/invoicing/refund";
import { eurosToCents } from "@atelier/domain/money";
import { orderPath, userPath } from "../client/src/app/paths";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, clickClearOfToasts, loginAsAdmin, waitForTitle, type Viewport } from "./support/browser";
import { demoOrderAndCustomer, demoOrderInStatus } from "./support/firebaseAdmin";
import { layoutShiftSinceLoad, MAX_LAYOUT_SHIFT, slowDownApi, waitUntilLoaded } from "./support/layoutShift";
import { shippedOrderWithCustomer, waitForMail } from "./support/mailbox";
import { horizontalOverflow, overlappingText } from "./support/overlaps";

jest.setTimeout(360_000);

const openPage = browserPerFile();
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };
const ORDER_TITLE = "Détail de la commande - Admin";

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

type Candidate = { orderId: string; userId: string; email: string };

/**
 * A paid order of the demo data to refund: its customer has an e-mail, its invoice is issued, no
 * credit note yet, at least three units (two refunded leave some for the dialog's checks that
 * follow) — and it is none of the orders other files look at (the first paid, the first shipped
 * with a customer, the first delivered). Picked once for the file.
 */
let picked: Promise<Candidate> | undefined;
function orderToRefund(): Promise<Candidate> {
  picked ??= (async () => {
    const others = new Set([(await demoOrderAndCustomer()).orderId, (await shippedOrderWithCustomer()).orderId, await demoOrderInStatus("delivered")]);
    for (const status of ["processing", "shipped", "delivered", "paid"]) {
      const orders = await db().collection("orders").where("status", "==", status).limit(60).get();
      for (const order of orders.docs) {
        const items = (order.get("items") ?? []) as { quantity?: number }[];
        const units = items.reduce((sum, item) => sum + (typeof item.quantity === "number" ? item.quantity : 0), 0);
        if (others.has(order.id) || units < 3 || typeof order.get("userId") !== "string") continue;
        const email = (
          await db()
            .doc(`users/${order.get("userId")}`)
            .get()
        ).get("email");
        if (typeof email !== "string" || !email) continue;
        const documents = await db().collection("accountingDocuments").where("orderId", "==", order.id).get();
        const kinds = documents.docs.map((d) => d.get("kind"));
        if (!kinds.includes("INVOICE") || kinds.includes("CREDIT_NOTE")) continue;
        return { orderId: order.id, userId: order.get("userId"), email: email.toLowerCase() };
      }
    }
    throw new Error("the demo data has no invoiced order of three units or more, without a credit note, to refund");
  })();
  return picked;
}

/** The shop's credit packs as the server reads settings/app (prices stored in euros). */
async function creditPacks(): Promise<{ credits: number; priceCents: number }[]> {
  const packs = ((await db().doc("settings/app").get()).get("creditPacks") ?? []) as { credits: number; price: number }[];
  return packs.map((pack) => ({ credits: pack.credits, priceCents: eurosToCents(pack.price) }));
}

/** « 1 234,50 € » → 123450. */
const centsOf = (text: string): number => Number(text.replace(/[^\d,]/g, "").replace(",", ""));

async function signedIn(viewport = DESKTOP): Promise<Page> {
  const page = await openPage(DESKTOP);
  await loginAsAdmin(page);
  await page.setViewportSize(viewport);
  return page;
}

async function openOrder(page: Page, orderId: string): Promise<void> {
  await page.goto(orderPath(orderId));
  await waitForTitle(page, ORDER_TITLE);
  await page.getByTestId("order-invoice").waitFor();
}

/** Opens « Rembourser » from the keyboard and waits for the dialog's rows. */
async function openRefundDialog(page: Page, shortId: string): Promise<Locator> {
  const button = page.getByRole("button", { name: "Rembourser", exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: `Rembourser la commande #${shortId}` });
  await dialog.getByRole("spinbutton").first().waitFor();
  return dialog;
}

const shortIdOf = async (page: Page) => (await page.getByRole("heading", { level: 1 }).innerText()).replace(/^Commande\s+/, "").trim();
const creditNotes = (page: Page) => page.getByTestId("order-credit-notes").getByText(/^AV-\d{4}-\d{6}$/);
const userCredits = async (page: Page) => Number((await page.getByTestId("user-credits").innerText()).replace(/\D/g, ""));

/** Two units: 2 of the first line when it has them, else 1 of each of the first two lines. */
async function chooseTwoUnits(dialog: Locator): Promise<void> {
  const quantities = dialog.getByRole("spinbutton");
  const first = quantities.first();
  if (Number(await first.getAttribute("max")) >= 2) {
    await first.fill("2");
    return;
  }
  await first.fill("1");
  await quantities.nth(1).fill("1");
}

describe("rembourser une commande après la vente", () => {
  it("rembourse deux unités en crédits : nouvel avoir AV-…, commande partiellement remboursée, solde du client crédité, mail avec l'avoir en PDF", async () => {
    const { orderId, userId, email } = await orderToRefund();
    const page = await signedIn();

    await page.goto(userPath(userId));
    await page.getByTestId("user-credits").waitFor();
    const creditsBefore = await userCredits(page);

    await openOrder(page, orderId);
    const shortId = await shortIdOf(page);
    const notesBefore = await creditNotes(page).allInnerTexts();
    const dialog = await openRefundDialog(page, shortId);
    await chooseTwoUnits(dialog);
    await dialog.getByRole("combobox", { name: "Motif" }).selectOption("DEFECTIVE");
    await dialog.getByText("Le solde de crédits du client").click();
    await dialog.getByLabel("Note interne").fill("Impression pâle, vu avec le client.");
    const totalCents = centsOf(await dialog.getByTestId("refund-total").innerText());
    const remainingCents = centsOf(await dialog.getByTestId("refund-remaining").innerText());
    expect(totalCents).toBeGreaterThan(0);

    await dialog.getByRole("button", { name: /^Rembourser \d/ }).click();
    const toast = page.getByText(/^Avoir AV-\d{4}-\d{6} émis$/).first();
    await toast.waitFor();
    const number = (await toast.innerText()).replace(/^Avoir /, "").replace(/ émis$/, "");
    await dialog.waitFor({ state: "hidden" });

    // The page shows the new credit note and what was refunded, from the mutation's answer.
    await page.getByTestId("order-credit-notes").getByText(number, { exact: true }).waitFor();
    expect(await creditNotes(page).allInnerTexts()).toEqual([...notesBefore, number]);
    const note = (await db().doc(`accountingDocuments/${number}`).get()).data();
    expect(note?.kind).toBe("CREDIT_NOTE");
    expect(note?.orderId).toBe(orderId);
    expect(note?.grossCents).toBe(totalCents);
    if (remainingCents > 0) {
      await page.getByText("Partiellement remboursée", { exact: true }).waitFor();
      await page.getByText(/ · Remboursé\s:\s/).waitFor();
    } else {
      await page.getByRole("main").getByText("Remboursée", { exact: true }).first().waitFor();
    }

    // As credits: at the packs' best rate, rounded up (creditsForRefund, the server's rule).
    const expected = creditsForRefund(totalCents, await creditPacks());
    expect(expected).not.toBeNull();
    await page.goto(userPath(userId));
    await page.getByTestId("user-credits").waitFor();
    expect(await userCredits(page)).toBe(creditsBefore + expected!);

    const mail = await waitForMail(email, (m) => (m.attachments ?? []).some((a) => (a.filename ?? "").includes(number)));
    expect(mail.subject).toMatch(/^Remboursement de votre commande/);
    const pdf = (mail.attachments ?? []).find((a) => (a.filename ?? "").includes(number));
    expect(pdf?.filename).toBe(`${number}.pdf`);
    expect(pdf?.contentType).toBe("application/pdf");
  });

  it("refuse en français un montant libre au-delà de ce qui reste, sans rien envoyer ni rien changer", async () => {
    const { orderId } = await orderToRefund();
    const page = await signedIn();
    await openOrder(page, orderId);
    const shortId = await shortIdOf(page);
    const notesBefore = await creditNotes(page).allInnerTexts();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql") && (request.postData() ?? "").includes("refundOrder")) sent.push(request.postData() ?? "");
    });

    const dialog = await openRefundDialog(page, shortId);
    const remainingCents = centsOf(await dialog.getByTestId("refund-remaining").innerText());
    const over = remainingCents + 100;
    await dialog.getByLabel("Montant libre").fill(`${Math.trunc(over / 100)},${String(over % 100).padStart(2, "0")}`);
    await dialog.getByRole("combobox", { name: "Motif" }).selectOption("GOODWILL");
    await dialog.getByRole("button", { name: /^Rembourser \d/ }).click();

    const amount = dialog.getByLabel("Montant libre");
    // aria-errormessage comes a render after aria-invalid (Ark's field finds its error text with a MutationObserver).
    await page.waitForFunction(
      (el) => (el as Element).getAttribute("aria-invalid") === "true" && (el as Element).hasAttribute("aria-errormessage"),
      await amount.elementHandle(),
    );
    const errorId = await amount.getAttribute("aria-errormessage");
    expect(errorId).toBeTruthy();
    expect(await page.locator(`[id="${errorId}"]`).innerText()).toMatch(/^Le remboursement dépasse ce qui reste remboursable \(.+\)\.$/);
    expect(sent).toEqual([]);

    await clickClearOfToasts(page, dialog.getByRole("button", { name: "Annuler" }));
    await page
      .getByRole("alertdialog", { name: /Abandonner les modifications/ })
      .getByRole("button", { name: "Abandonner" })
      .click();
    await dialog.waitFor({ state: "hidden" });
    await page.reload();
    await waitForTitle(page, ORDER_TITLE);
    await page.getByTestId("order-invoice").waitFor();
    expect(await creditNotes(page).allInnerTexts()).toEqual(notesBefore);
    expect(sent).toEqual([]);
  });
});

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
] as const)("à %s px", (_label, viewport) => {
  it("la page d'une commande remboursable sans saut au chargement ; la fenêtre « Rembourser » ouverte : sans violation WCAG, rien hors de l'écran ni de texte sur du texte", async () => {
    const { orderId } = await orderToRefund();
    const page = await signedIn(viewport);
    const problems: string[] = [];

    const inFlight = await slowDownApi(page.context());
    await openOrder(page, orderId);
    await waitUntilLoaded(page, inFlight);
    const shift = await layoutShiftSinceLoad(page);
    if (shift.value >= MAX_LAYOUT_SHIFT) problems.push(`the order's page shifted by ${shift.value.toFixed(4)}:\n${shift.sources.join("\n")}`);
    await inFlight.restore();

    const dialog = await openRefundDialog(page, await shortIdOf(page));
    await dialog.getByRole("combobox", { name: "Motif" }).waitFor();
    await animationsSettled(page);
    const violations = await axeReport(page, `« Rembourser » à ${viewport.width} px`);
    if (violations) problems.push(violations);
    problems.push(...(await horizontalOverflow(page)));
    problems.push(...(await overlappingText(page, '[role="alertdialog"]')));
    if (viewport === PHONE) {
      // Full screen on a phone, like the console's other forms there.
      const box = await dialog.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(PHONE.width);
    }
    expect(problems).toEqual([]);
  });
});
