// The inboxes (docs/inbox.md): a reply to a contact message the storefront has just written goes
// into the thread and into the local SMTP sink's mailbox; a bulk status change of the demo data's
// feedbacks; the sidebar's unread badges follow both.
import type { Page } from "playwright-core";
import { browserPerFile, loginAsAdmin, waitForPath } from "./support/browser";
import { waitForContactMessageCounted, writeStorefrontContactMessage } from "./support/firebaseAdmin";
import { waitForMail } from "./support/mailbox";

jest.setTimeout(180_000);

const openPage = browserPerFile();

/** The number on an entry's unread badge (0 when the badge is not shown). */
async function badge(page: Page, key: "feedbackUnread" | "contactUnread"): Promise<number> {
  const locator = page.getByTestId(`nav-badge-${key}`).first();
  if (!(await locator.isVisible())) return 0;
  return Number((await locator.innerText()).replace(/\D/g, ""));
}

/** Waits until the badge shows `value`. */
async function badgeShows(page: Page, key: "feedbackUnread" | "contactUnread", value: number): Promise<void> {
  await page.waitForFunction(([id, digits]) => (document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\D/g, "") ?? "0") === digits, [
    `nav-badge-${key}`,
    String(value),
  ] as const);
}

describe("boîtes de réception", () => {
  it("ouvre un message (lu, badge décrémenté), y répond, voit la réponse dans le fil et dans la boîte du serveur SMTP local", async () => {
    // A message of this run, as the storefront writes one, counted among the unread: the newest,
    // and unread whichever files ran before (a demo message another file opened is read).
    const address = `camille.martin.${Date.now().toString(36)}@exemple.fr`;
    const id = await writeStorefrontContactMessage({
      name: "Camille Martin",
      email: address,
      subject: "Où en est ma commande ?",
      message: "Bonjour, ma commande n’est toujours pas arrivée. Pouvez-vous me dire où elle en est ?",
    });
    await waitForContactMessageCounted(id);

    const page = await openPage();
    await loginAsAdmin(page);
    await page.getByRole("link", { name: /^Messages Contact/ }).click();
    await waitForPath(page, "/contact-messages");
    await page.getByText("Messages chargés").first().waitFor();
    await page.getByTestId("nav-badge-contactUnread").first().waitFor();
    const unread = await badge(page, "contactUnread");

    await page.getByRole("row").filter({ hasText: address }).click();
    await waitForPath(page, `/contact-messages/${id}`);
    const drawer = page.getByRole("dialog");
    await drawer.getByText("Où en est ma commande ?").first().waitFor();
    await drawer.getByText("Lu", { exact: true }).waitFor();
    await badgeShows(page, "contactUnread", unread - 1);

    const reply = "Bonjour Camille, votre commande est partie ce matin (réponse e2e).";
    await drawer.getByRole("textbox", { name: /Répondre à/ }).fill(reply);
    await drawer.getByRole("button", { name: "Envoyer la réponse" }).click();
    await page.getByText("Réponse envoyée").first().waitFor();
    await drawer.getByTestId("contact-reply").filter({ hasText: reply }).waitFor();
    await drawer.getByText("Répondu", { exact: true }).waitFor();

    const mail = await waitForMail(address);
    expect(mail.subject).toBe("Re : Où en est ma commande ?");
    expect(mail.text).toContain(reply);
    expect(mail.text).toContain("Bonjour Camille Martin,");

    // Closing goes back to the list, where the message shows its new status.
    await drawer.getByRole("button", { name: "Fermer" }).click();
    await waitForPath(page, "/contact-messages");
    await page.getByRole("row").filter({ hasText: address }).getByText("Répondu").waitFor();
  });

  it("passe deux nouveaux feedbacks en « Résolu » d'un coup : ils quittent la liste des nouveaux et le badge baisse de deux", async () => {
    const page = await openPage();
    await loginAsAdmin(page, "/login");
    await page.goto("/feedback?status=NEW");
    await page.getByText("Feedbacks chargés").first().waitFor();
    await page.getByTestId("nav-badge-feedbackUnread").first().waitFor();
    const unread = await badge(page, "feedbackUnread");
    const table = page.getByRole("table", { name: "Feedbacks" });
    const rowsBefore = await table.getByRole("row").count();

    const boxes = table.getByRole("checkbox", { name: /^Sélectionner / });
    await boxes.nth(0).check({ force: true });
    await boxes.nth(1).check({ force: true });
    await page.getByText("2 feedbacks sélectionnés").waitFor();
    await page
      .getByRole("toolbar", { name: "Actions sur la sélection" })
      .getByRole("button", { name: /Résolu/ })
      .click();
    await page.getByText("2 feedbacks au statut «\u00a0Résolu\u00a0»").first().waitFor();
    await badgeShows(page, "feedbackUnread", unread - 2);
    await page.waitForFunction(([count]) => document.querySelectorAll('table[aria-label="Feedbacks"] tr').length === count, [rowsBefore - 2] as const);
    await page.getByText("Aucune sélection").waitFor();
  });
});
