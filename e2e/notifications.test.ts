/**
 * The member's notifications that persist (issue 36, docs/notifications.md), on two devices of
 * the same member — two browser contexts signed in as the demo owner:
 * - a contact message written as the storefront writes one reaches both bells, unread, linking
 *   to the message, without a reload;
 * - marked read on one device, it is read on the other, without a reload;
 * - the preferences' dialog passes axe, and what it saves is what the server keeps.
 */
import { getApps, initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { mailboxKey } from "@atelier/domain/inbox";
import { animationsSettled, expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, signedInOpener, waitForTitle } from "./support/browser";
import { waitForTriggerWrite } from "./support/firebaseAdmin";

jest.setTimeout(240_000);

const open = browserPerFile();
const openAsAdmin = signedInOpener(open);
const RUN = Date.now().toString(36);
/** A notification comes from a trigger: a ceiling for a loaded 2-core machine, not a clock. */
const LIVE = { timeout: 30_000 };

const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));
const centre = (page: Page) => page.getByRole("dialog", { name: "Notifications" });
/** The notification linking to this run's message, in the open centre. */
const ours = (page: Page, messageId: string) =>
  centre(page)
    .getByTestId("team-notifications")
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href="/contact-messages/${messageId}"]`) });

async function openBell(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await centre(page).waitFor();
}

it("un message reçu arrive sur les deux appareils du membre ; lu sur l’un, il est lu sur l’autre, sans recharger", async () => {
  const [first, second] = await Promise.all([openAsAdmin(), openAsAdmin()]);
  for (const page of [first, second]) {
    await page.goto("/");
    await waitForTitle(page, "Dashboard - Admin");
    await page.locator('[data-live="live"]').waitFor({ ...LIVE, state: "attached" });
  }

  const messageId = `notif-${RUN}`;
  const email = `notif-${RUN}@exemple.fr`;
  await firestore()
    .doc(`contactMessages/${messageId}`)
    .set({
      name: "Inès Notif",
      email,
      mailboxKey: mailboxKey(email),
      subject: "Livraison",
      message: "Bonjour",
      status: "NEW",
      createdAt: FieldValue.serverTimestamp(),
    });

  // The trigger's hop first (its own limit), then the consoles' (LIVE): a failure says which broke.
  const told = firestore().collection("memberNotifications").where("link", "==", `/contact-messages/${messageId}`);
  await waitForTriggerWrite(told, `the team's notification of contact message ${messageId}`);
  await openBell(first);
  await ours(first, messageId).waitFor(LIVE);
  expect(await ours(first, messageId).getAttribute("data-read")).toBe("false");
  await expect(ours(first, messageId).getByTestId("notification-title").innerText()).resolves.toBe("Nouveau message de contact");
  await animationsSettled(first);
  await expectNoAxeViolations(first, "notifications de l’équipe");

  await openBell(second);
  await ours(second, messageId).waitFor(LIVE);
  expect(await ours(second, messageId).getAttribute("data-read")).toBe("false");

  // Read on the first device…
  await ours(first, messageId)
    .getByRole("button", { name: /^Marquer comme lue/ })
    .click();
  await first.locator(`[data-testid="team-notifications"] li[data-read="true"]:has(a[href="/contact-messages/${messageId}"])`).waitFor(LIVE);
  // …read on the second, its popover still open.
  await second.locator(`[data-testid="team-notifications"] li[data-read="true"]:has(a[href="/contact-messages/${messageId}"])`).waitFor(LIVE);

  // The link opens the message.
  await ours(second, messageId).getByRole("link", { name: "Nouveau message de contact" }).click();
  await second.waitForURL(`**/contact-messages/${messageId}`);
});

it("les préférences : la fenêtre passe axe, et ce qu’elle enregistre est gardé", async () => {
  const page = await openAsAdmin();
  await page.goto("/");
  await waitForTitle(page, "Dashboard - Admin");
  await openBell(page);
  await centre(page).getByRole("button", { name: "Préférences" }).click();
  const dialog = page.getByRole("dialog", { name: "Préférences de notification" });
  await dialog.waitFor();
  await dialog.getByRole("checkbox", { name: "Feedback reçu\u00a0: envoyer aussi par e-mail" }).waitFor();
  await animationsSettled(page);
  await expectNoAxeViolations(page, "préférences de notification");
  // On a phone too, and its table of kinds fits the dialog's width: nothing to scroll sideways.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await animationsSettled(page);
  await expectNoAxeViolations(page, "préférences de notification à 390 px");
  const box = await dialog.evaluate((el) => ({ right: el.getBoundingClientRect().right, overflow: el.scrollWidth - el.clientWidth }));
  expect(box.right).toBeLessThanOrEqual(390);
  expect(box.overflow).toBe(0);
  await page.setViewportSize(desktop);
  // By keyboard, as an operator without a mouse would.
  await dialog.getByRole("checkbox", { name: "Feedback reçu\u00a0: envoyer aussi par e-mail" }).focus();
  await page.keyboard.press("Space");
  await dialog.locator('[data-kind="FEEDBACK"] [data-part="control"][data-state="checked"]').nth(1).waitFor();
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await page.getByText("Préférences enregistrées").first().waitFor();
  const admin = (await firestore().collection("users").where("email", "==", "admin@atelier.test").get()).docs[0]!;
  expect(admin.get("notificationPreferences").mail).toEqual(["FEEDBACK"]);
  // Back to the defaults, for the files after this one.
  await firestore().doc(`users/${admin.id}`).update({ notificationPreferences: FieldValue.delete() });
});
