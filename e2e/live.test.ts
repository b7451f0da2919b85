/**
 * The live back-office (issue 36, docs/live.md), with two consoles open at once, each in its own
 * browser context, as two operators would:
 * - an order written as the storefront writes one shows on the other's /orders as « 1 nouvelle
 *   commande — Afficher », without a reload; pressing it shows the order;
 * - a contact message one operator opens (read) leaves the other's unread badge, without a reload;
 * - a contact message and a creation written as the storefront writes them show on the consoles'
 *   /contact-messages and /creations as « 1 nouveau message » and « 1 nouvelle création », rows
 *   unmoved; « Afficher » (by keyboard on one) shows them.
 */
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, signedInOpener, waitForTitle } from "./support/browser";
import { waitForContactMessageCounted, waitForFeedEntry, writeStorefrontContactMessage, writeStorefrontOrder } from "./support/firebaseAdmin";

jest.setTimeout(240_000);

const open = browserPerFile();
const openAsAdmin = signedInOpener(open);
/** Each run's records are its own. */
const RUN = Date.now().toString(36);
/**
 * From the feed's entry (its trigger waited for by waitForFeedEntry) to the console showing it:
 * a ceiling for a loaded 2-core machine, not a clock.
 */
const LIVE = { timeout: 30_000 };

const listening = (page: Page) => page.locator('[data-live="live"]').waitFor({ ...LIVE, state: "attached" });

// Only ever the emulators: the runner sets FIRESTORE_EMULATOR_HOST.
const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

/** A contact message of this run, as the storefront's form writes one. */
const writeContactMessage = (subject: string) =>
  writeStorefrontContactMessage({ name: "Inès Live", email: `live-${RUN}@exemple.fr`, subject, message: "Bonjour" });

/** A new creation awaiting moderation, made as the newest pending one of the demo data was (its image too). */
async function writeCreation(id: string): Promise<void> {
  const newest = await firestore().collection("creations").where("moderation.isModerated", "==", false).orderBy("createdAt", "desc").limit(1).get();
  const model = newest.docs[0];
  if (!model) throw new Error("the demo data has no creation awaiting moderation");
  await firestore()
    .doc(`creations/${id}`)
    .set({ ...model.data(), createdAt: new Date() });
}

async function unread(page: Page): Promise<number> {
  const badge = page.getByTestId("nav-badge-contactUnread").first();
  return (await badge.isVisible()) ? Number((await badge.innerText()).replace(/\D/g, "")) : 0;
}

it("une commande écrite par la boutique apparaît en « 1 nouvelle commande » sur /orders, sans recharger ; « Afficher » la montre", async () => {
  const page = await openAsAdmin("/orders");
  await waitForTitle(page, "Gestion des Commandes - Admin");
  await page.getByRole("table", { name: "Commandes" }).waitFor();
  await listening(page);

  const id = `live${RUN}`;
  await writeStorefrontOrder(id, "demo-client");
  await waitForFeedEntry("order", id);
  const notice = page.getByRole("button", { name: "1 nouvelle commande — Afficher" });
  await notice.waitFor(LIVE);
  await notice.click();
  await notice.waitFor({ state: "detached" });
  // The newest first: the order is on the first page, under its short id.
  await page.getByRole("table", { name: "Commandes" }).getByText(id.slice(0, 6).toUpperCase(), { exact: true }).waitFor();
});

it("un message qu’un opérateur ouvre quitte le badge « non lus » de l’autre console, sans recharger", async () => {
  // A message of this run, counted among the unread before the badge is read.
  const id = await writeContactMessage(`À lire en direct ${RUN}`);
  await waitForContactMessageCounted(id);
  const watching = await openAsAdmin();
  await watching.goto("/");
  await waitForTitle(watching, "Dashboard - Admin");
  await listening(watching);
  await watching.getByTestId("nav-badge-contactUnread").first().waitFor();
  const before = await unread(watching);

  const reading = await openAsAdmin();
  await reading.goto(`/contact-messages/${id}`);
  await reading.getByRole("dialog").waitFor();

  await watching.waitForFunction(
    ([testId, expected]) => (document.querySelector(`[data-testid="${testId}"]`)?.textContent?.replace(/\D/g, "") ?? "0") === expected,
    ["nav-badge-contactUnread", String(before - 1)] as const,
    LIVE,
  );
  expect(await unread(watching)).toBe(before - 1);
});

it("un message de contact et une création de la boutique s’annoncent en « 1 nouveau message » et « 1 nouvelle création », sans recharger ; « Afficher » les montre", async () => {
  const inbox = await openAsAdmin("/contact-messages");
  await waitForTitle(inbox, "Messages de Contact - Admin");
  const table = inbox.getByRole("table", { name: "Messages de contact" });
  await table.getByRole("row").nth(1).waitFor();
  const moderation = await openAsAdmin("/creations");
  await waitForTitle(moderation, "Modération des Créations - Admin");
  await moderation.locator("[data-creation-id]").first().waitFor();
  await Promise.all([listening(inbox), listening(moderation)]);

  const subject = `Message en direct ${RUN}`;
  const creationId = `live${RUN}`;
  const rowsAt = await table.boundingBox();
  const [messageId] = await Promise.all([writeContactMessage(subject), writeCreation(creationId)]);
  await Promise.all([waitForFeedEntry("contactMessage", messageId), waitForFeedEntry("creation", creationId)]);

  // The message: announced above the rows, which do not move; « Afficher » from the keyboard.
  const newMessage = inbox.getByRole("button", { name: "1 nouveau message — Afficher" });
  await newMessage.waitFor(LIVE);
  expect(await table.boundingBox()).toEqual(rowsAt);
  expect(await table.getByText(subject).count()).toBe(0);
  await expectNoAxeViolations(inbox, "/contact-messages, « 1 nouveau message »");
  await newMessage.focus();
  await inbox.keyboard.press("Enter");
  await newMessage.waitFor({ state: "detached" });
  await table.getByText(subject, { exact: true }).waitFor();

  // The creation: the grid's first card once shown.
  const newCreation = moderation.getByRole("button", { name: "1 nouvelle création — Afficher" });
  await newCreation.waitFor(LIVE);
  await newCreation.click();
  await newCreation.waitFor({ state: "detached" });
  await moderation.locator(`[data-creation-id="${creationId}"]`).waitFor();
});
