// Many orders at once on /orders (docs/bulk-orders.md): 27 orders of a customer of this file's
// own, found by their e-mail (two pages of 25), ticked on page 1 (a click, then Maj+clic for a
// range), more on page 2, and moved to « Expédiée » together; the delivered one among them stays
// as it was and is named with its reason, the others show « Expédiée » in the list and in the
// database. The open dialog passes axe at 1440 and 390 px. Three ticked orders print as one PDF
// of three pages, each naming its order. Then, by keyboard on a phone: the
// page's box, « Sélectionner les 27 commandes correspondantes », and a new tab that starts over.
import { readFile } from "node:fs/promises";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { orderPath } from "../client/src/app/paths";
import { orderIdSearchKey } from "../server/src/rules/orderSearchKey";
import { parsePdf } from "../server/test/support/pdf";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, clickClearOfToasts, loginAsAdmin, waitForTitle, type Viewport } from "./support/browser";

jest.setTimeout(360_000);

const openPage = browserPerFile();
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

/** This run's customer: no other file's orders are theirs, whatever the demo data holds. */
const RUN = Date.now().toString(36);
const CUSTOMER = { uid: `bulk-e2e-${RUN}`, email: `lots-${RUN}@atelier.test` };
const ORDER_COUNT = 27;

type Seeded = { id: string; shortId: string };
/** Newest first, as the list shows them: [0] is delivered, the others are being prepared (« En cours »). */
let orders: Seeded[] = [];

beforeAll(async () => {
  const firestore = db();
  await firestore.doc(`users/${CUSTOMER.uid}`).set({
    email: CUSTOMER.email,
    firstName: "Inès",
    lastName: "Lots",
    photoURL: null,
    createdAt: Timestamp.fromMillis(Date.UTC(2024, 0, 2)),
    credits: 0,
    loyaltyPoints: 0,
    isAdmin: false,
    isBlocked: false,
    lastLoginAt: null,
  });
  // Old orders (2024): this month's figures and the demo's recent lists stay as they were.
  const batch = firestore.batch();
  orders = Array.from({ length: ORDER_COUNT }, (_, i) => {
    const ref = firestore.collection("orders").doc();
    const createdAt = Timestamp.fromMillis(Date.UTC(2024, 5, 1) - i * 3_600_000);
    const status = i === 0 ? "delivered" : "processing";
    const path = i === 0 ? ["pending_payment", "paid", "processing", "shipped", "delivered"] : ["pending_payment", "paid", "processing"];
    batch.set(ref, {
      idSearchKey: orderIdSearchKey(ref.id),
      userId: CUSTOMER.uid,
      status,
      total: 24.9,
      createdAt,
      updatedAt: createdAt,
      paidAt: createdAt,
      ...(status === "delivered" ? { shippedAt: createdAt, deliveredAt: createdAt } : {}),
      statusHistory: path.map((to) => ({ to, changedAt: createdAt, changedBy: null })),
      items: [{ productId: "poster-30x40", name: "Poster 30×40", quantity: 1, unitPrice: 24.9, creationId: null, imageUrl: null }],
      productIds: ["poster-30x40"],
      shippingAddress: { fullName: "Inès Lots", line1: "12 rue des Lots", postalCode: "69003", city: "Lyon", country: "France" },
      trackingNumber: null,
    });
    return { id: ref.id, shortId: ref.id.slice(0, 6).toUpperCase() };
  });
  await batch.commit();
});

const box = (page: Page, order: Seeded) => page.getByRole("checkbox", { name: `Sélectionner la commande #${order.shortId}`, exact: true });
/** Clicks an order's box as an operator does: on the box drawn (its input is visually hidden), with Maj or not. */
const tick = (page: Page, order: Seeded, modifiers: "Shift"[] = []) => box(page, order).locator("xpath=..").click({ modifiers });
const bar = (page: Page) => page.getByRole("region", { name: "Commandes sélectionnées" });
/** The table's row of an order, by its short id. */
const rowOf = (page: Page, order: Seeded) => page.locator('table[aria-label="Commandes"] tbody tr').filter({ hasText: order.shortId });

async function openCustomerOrders(page: Page, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(`/orders?q=${encodeURIComponent(CUSTOMER.email)}`);
  await waitForTitle(page, "Gestion des Commandes - Admin");
  await box(page, orders[0]!).waitFor();
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  await animationsSettled(page);
  const violations = await axeReport(page, where);
  if (violations) throw new Error(violations);
}

/** What the bar says of the selection, spaces as typed. */
const selected = async (page: Page) => (await bar(page).getByRole("status").innerText()).replace(/\s+/g, " ");

describe("plusieurs commandes à la fois", () => {
  it("coche sur deux pages, passe la sélection à « Expédiée » ; la commande livrée est nommée, les autres changent", async () => {
    const page = await openPage(DESKTOP);
    await loginAsAdmin(page);
    await openCustomerOrders(page, DESKTOP);

    // Page 1: a click, then Maj+clic from the next box to the fourth order: a range of three.
    await tick(page, orders[0]!);
    await tick(page, orders[1]!);
    await tick(page, orders[3]!, ["Shift"]);
    await expect(box(page, orders[2]!).isChecked()).resolves.toBe(true);
    expect(await selected(page)).toBe("4 commandes sélectionnées");
    // Ticking never opens the order.
    expect(new URL(page.url()).pathname).toBe("/orders");

    // Page 2 holds the last two; the selection of page 1 is still counted.
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Suivant" }).click();
    await box(page, orders[ORDER_COUNT - 1]!).waitFor();
    await tick(page, orders[ORDER_COUNT - 1]!);
    expect(await selected(page)).toBe("5 commandes sélectionnées");
    const moved = [orders[1]!, orders[2]!, orders[3]!, orders[ORDER_COUNT - 1]!];

    await clickClearOfToasts(page, bar(page).getByRole("button", { name: "Changer le statut…" }));
    const dialog = page.getByRole("dialog", { name: "Changer le statut de 5 commandes" });
    await dialog.getByRole("combobox", { name: /Nouveau statut/ }).selectOption({ label: "Expédiée" });
    await dialog.getByText("Passer 5 commandes au statut «\u00a0Expédiée\u00a0»\u00a0?", { exact: true }).waitFor();
    await expectNoViolations(page, "« Changer le statut » à 1440 px");
    await page.setViewportSize(PHONE);
    await expectNoViolations(page, "« Changer le statut » à 390 px");
    // Full screen on a phone, as the console's other dialogs.
    const panel = await dialog.boundingBox();
    expect(panel && panel.width >= PHONE.width - 1).toBe(true);
    await page.setViewportSize(DESKTOP);

    await dialog.getByRole("button", { name: "Changer le statut" }).click();
    await dialog.getByText("4 commandes passées au statut «\u00a0Expédiée\u00a0».", { exact: true }).waitFor();
    const refusals = dialog.getByTestId("bulk-status-refusals").getByRole("listitem");
    expect(await refusals.allInnerTexts()).toEqual([`#${orders[0]!.shortId}\u00a0: déjà livrée`]);
    expect(await dialog.getByRole("link", { name: `#${orders[0]!.shortId}` }).getAttribute("href")).toBe(orderPath(orders[0]!.id));

    await dialog.getByRole("button", { name: "Fermer" }).click();
    await dialog.waitFor({ state: "detached" });
    // The moved orders left the selection; the refused one stays ticked, to be seen to.
    expect(await selected(page)).toBe("1 commande sélectionnée");
    await statusShown(rowOf(page, orders[ORDER_COUNT - 1]!), "Expédiée");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Précédent" }).click();
    for (const order of moved.slice(0, 3)) await statusShown(rowOf(page, order), "Expédiée");
    await statusShown(rowOf(page, orders[0]!), "Livrée");
    await statusShown(rowOf(page, orders[4]!), "En cours");
    await expect(box(page, orders[0]!).isChecked()).resolves.toBe(true);

    const stored = await Promise.all(orders.map(async (o) => (await db().doc(`orders/${o.id}`).get()).get("status")));
    expect(moved.map((o) => stored[orders.indexOf(o)])).toEqual(["shipped", "shipped", "shipped", "shipped"]);
    expect(stored[0]).toBe("delivered");
    expect(stored.filter((s) => s === "processing")).toHaveLength(ORDER_COUNT - 5);
  });

  it("imprime les bons de préparation de la sélection : un PDF, une page par commande cochée", async () => {
    const page = await openPage(DESKTOP);
    await loginAsAdmin(page);
    await openCustomerOrders(page, DESKTOP);
    const chosen = [orders[5]!, orders[6]!, orders[7]!];
    for (const order of chosen) await tick(page, order);
    expect(await selected(page)).toBe("3 commandes sélectionnées");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      clickClearOfToasts(page, bar(page).getByRole("button", { name: "Imprimer les bons de préparation" })),
    ]);
    const pdf = await parsePdf(await readFile((await download.path())!));
    expect(pdf.total).toBe(3);
    // Each page names its order, in the order ticked (the list's).
    expect(pdf.pages.map((text) => chosen.findIndex((order) => text.includes(`#${order.shortId}`)))).toEqual([0, 1, 2]);
  });

  it("au clavier sur un téléphone : la case de la page, puis toutes les commandes correspondantes ; un autre onglet repart de zéro", async () => {
    const page = await openPage(DESKTOP);
    await loginAsAdmin(page);
    await openCustomerOrders(page, PHONE);

    const pageBox = page.getByRole("checkbox", { name: "Sélectionner toute la page", exact: true });
    await pageBox.focus();
    await page.keyboard.press("Space");
    await expect(pageBox.isChecked()).resolves.toBe(true);
    expect(await selected(page)).toBe("25 commandes sélectionnées");

    const all = bar(page).getByRole("button", { name: `Sélectionner les ${ORDER_COUNT} commandes correspondantes` });
    // The bar wraps within the phone's width, its link too (its text inside it, not running out).
    const [barBox, linkBox] = [await bar(page).boundingBox(), await all.boundingBox()];
    expect(barBox && linkBox && barBox.x >= 0 && barBox.x + barBox.width <= PHONE.width && linkBox.x + linkBox.width <= barBox.x + barBox.width).toBe(true);
    expect(await all.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    await all.focus();
    await page.keyboard.press("Enter");
    await bar(page).getByText(`Les ${ORDER_COUNT} commandes correspondantes sont sélectionnées.`, { exact: true }).waitFor();
    expect(await selected(page)).toBe(`${ORDER_COUNT} commandes sélectionnées`);
    await expectNoViolations(page, "/orders, sélection à 390 px");

    // One order's box, by keyboard: Espace unticks it.
    await box(page, orders[4]!).focus();
    await page.keyboard.press("Space");
    expect(await selected(page)).toBe(`${ORDER_COUNT - 1} commandes sélectionnées`);

    // Another status tab is another list: nothing stays ticked.
    await page.getByRole("tab", { name: /^En cours/ }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "PROCESSING");
    await bar(page).waitFor({ state: "detached" });
  });
});

/** Waits until the row shows that status badge. */
async function statusShown(row: Locator, label: string): Promise<void> {
  await row.getByText(label, { exact: true }).waitFor();
}
