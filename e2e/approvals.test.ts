// Four-eyes approval in the console (issue 35, docs/approvals.md), on the demo data: the owner's
// refund threshold set, a « Gestion » member refunds more than it from an order's page — the toast
// says « En attente d'approbation », nothing is refunded, the demo owner gets « Approbation
// demandée » in the local mailbox — then the owner sees the badge on « Approbations », approves
// from the keyboard with a comment, and the credit note is issued once. The queue and its dialog
// pass axe at 1440 and 390 px (the mobile drawer carries the entry too).
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { orderPath, PATHS } from "../client/src/app/paths";
import { animationsSettled, axeReport } from "./support/a11y";
import { browserPerFile, DEMO_ADMIN, loginAsAdmin, submitLogin, waitForPath, waitForTitle, type Viewport } from "./support/browser";
import { createStaffMember, deleteStaffMember, type StaffMember } from "./support/firebaseAdmin";
import { waitForMailbox } from "./support/mailbox";
import { horizontalOverflow } from "./support/overlaps";

jest.setTimeout(360_000);

const openPage = browserPerFile();
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

/** The requester: a « Gestion » member of this file's own (REFUNDS, but not the owner). */
const REQUESTER: StaffMember = {
  uid: "e2e-approvals-gestion",
  email: "e2e-approbations@atelier.test",
  password: "approbations1234",
  firstName: "Hélène",
  lastName: "Demandeuse",
  staffRole: "MANAGER",
};

/** 20,00 € asked, over a threshold of 10,00 €. */
const THRESHOLD_CENTS = 1000;
const ASKED = "20,00";
const ASKED_CENTS = 2000;

let previousApprovals: unknown;

beforeAll(async () => {
  await createStaffMember(REQUESTER);
  const settings = await db().doc("settings/app").get();
  previousApprovals = settings.get("approvals") ?? null;
  await db()
    .doc("settings/app")
    .set({ approvals: { refundAboveCents: THRESHOLD_CENTS, creditGrantAbove: null, rightsChanges: false, vatAndIdentityChanges: false } }, { merge: true });
});

afterAll(async () => {
  // The files that follow refund without a threshold, as the demo data has it.
  await db()
    .doc("settings/app")
    .update({ approvals: previousApprovals ?? null });
  await deleteStaffMember(REQUESTER.uid);
});

/**
 * A paid order of the demo data, invoiced, with no credit note and at least 20 € left: the last
 * one found, so that e2e/refunds.test.ts (which takes the first) keeps its own.
 */
async function orderToRefund(): Promise<string> {
  let found: string | null = null;
  for (const status of ["delivered", "paid"]) {
    const orders = await db().collection("orders").where("status", "==", status).limit(40).get();
    for (const order of orders.docs) {
      if (typeof order.get("total") !== "number" || order.get("total") * 100 < ASKED_CENTS + 100) continue;
      const documents = await db().collection("accountingDocuments").where("orderId", "==", order.id).get();
      const kinds = documents.docs.map((d) => d.get("kind"));
      if (kinds.includes("INVOICE") && !kinds.includes("CREDIT_NOTE")) found = order.id;
    }
    if (found) return found;
  }
  throw new Error("the demo data has no invoiced order of 21 € or more without a credit note");
}

const creditNotesOf = async (orderId: string) =>
  (await db().collection("accountingDocuments").where("orderId", "==", orderId).where("kind", "==", "CREDIT_NOTE").get()).docs.map((d) => d.data());

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, email, password);
  await page.getByRole("navigation", { name: "Navigation principale" }).waitFor();
}

describe("approbation à quatre yeux", () => {
  it("un remboursement au-delà du seuil demandé par un membre, approuvé par un autre, avec le mail dans la boîte locale", async () => {
    const orderId = await orderToRefund();

    // The requester refunds 20 € from the order's page: held.
    const requester = await openPage(DESKTOP);
    await signInAs(requester, REQUESTER.email, REQUESTER.password);
    await requester.goto(orderPath(orderId));
    await waitForTitle(requester, "Détail de la commande - Admin");
    await requester.getByTestId("order-invoice").waitFor();
    const shortId = (await requester.getByRole("heading", { level: 1 }).innerText()).replace(/^Commande\s+/, "").trim();
    await requester.getByRole("button", { name: "Rembourser", exact: true }).click();
    const dialog = requester.getByRole("alertdialog", { name: `Rembourser la commande #${shortId}` });
    await dialog.getByRole("spinbutton").first().waitFor();
    await dialog.getByLabel("Montant libre").fill(ASKED);
    await dialog.getByRole("combobox", { name: "Motif" }).selectOption("GOODWILL");
    await dialog.getByLabel("Note interne").fill("Retard de livraison <important>");
    await dialog.getByRole("button", { name: /^Rembourser \d/ }).click();
    await requester.getByText("En attente d'approbation", { exact: true }).first().waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(await creditNotesOf(orderId)).toEqual([]);
    const [request] = (await db().collection("approvalRequests").where("targetId", "==", orderId).get()).docs;
    expect(request?.data()).toMatchObject({ kind: "REFUND", status: "pending", requestedBy: REQUESTER.uid, amountCents: ASKED_CENTS });

    // The demo owner is told by mail (maildev), and sees the badge on « Approbations ».
    await waitForMailbox(DEMO_ADMIN.email, "Approbation demandée : Remboursement");
    const owner = await openPage(DESKTOP);
    await loginAsAdmin(owner);
    const nav = owner.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByTestId("nav-badge-approvalsPending").waitFor();
    await nav.getByRole("link", { name: /^Approbations/ }).click();
    await waitForPath(owner, PATHS.approvals);
    await waitForTitle(owner, "Approbations - Admin");
    const row = owner.getByTestId("approval-request").filter({ hasText: `#${shortId}` });
    await row.waitFor();
    await row.getByText("Retard de livraison <important>", { exact: false }).waitFor();

    // Approved from the keyboard, with a comment.
    const approve = row.getByRole("button", { name: /^Approuver/ });
    await approve.focus();
    await owner.keyboard.press("Enter");
    const decision = owner.getByRole("dialog", { name: "Approuver la demande" });
    await decision.getByLabel("Commentaire").fill("Vu avec le client.");
    const axe = await axeReport(owner, "« Approuver la demande » à 1440 px");
    await decision.getByRole("button", { name: "Approuver et exécuter" }).click();
    await owner.getByText("Demande approuvée", { exact: true }).first().waitFor();
    await decision.waitFor({ state: "hidden" });
    expect(axe).toBe("");

    // Executed once: one credit note of 20 €, the request approved by the owner.
    const notes = await creditNotesOf(orderId);
    expect(notes.map((note) => note.grossCents)).toEqual([ASKED_CENTS]);
    expect((await request!.ref.get()).data()).toMatchObject({ status: "approved", decisionComment: "Vu avec le client." });
    await owner.getByRole("tab", { name: "Traitées" }).click();
    await owner
      .getByTestId("approval-request")
      .filter({ hasText: `#${shortId}` })
      .getByText("Approuvée", { exact: true })
      .waitFor();
  });

  it("la file passe axe et tient sur un téléphone, où le tiroir de navigation mène aussi à « Approbations »", async () => {
    const page = await openPage(DESKTOP);
    await loginAsAdmin(page, PATHS.approvals);
    await waitForTitle(page, "Approbations - Admin");
    await page.getByRole("tab", { name: "En attente" }).waitFor();
    await animationsSettled(page);
    const problems = [await axeReport(page, "« Approbations » à 1440 px")].filter(Boolean);

    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: /^Approbations/ }).waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await page.getByRole("tab", { name: "Traitées" }).click();
    await page.getByTestId("approval-request").first().waitFor();
    await animationsSettled(page);
    problems.push(...[await axeReport(page, "« Approbations » à 390 px")].filter(Boolean), ...(await horizontalOverflow(page)));
    expect(problems).toEqual([]);
  });
});
