// /emails « Gestion des Emails »: a template edited with its live preview; a mail switched off (in
// /settings, where the switches live) is not sent while another still is (read from the local SMTP sink); a failed mail retried.
import type { Page } from "playwright-core";
import { browserPerFile, loginAsAdmin, waitForTitle } from "./support/browser";
import { mailboxSubjects, shippedOrderWithCustomer, waitForMail, waitForMailbox } from "./support/mailbox";

jest.setTimeout(240_000);

const openPage = browserPerFile();

async function openEmails(path = "/emails"): Promise<Page> {
  const page = await openPage();
  await loginAsAdmin(page, path);
  await waitForTitle(page, "Gestion des Emails - Admin");
  return page;
}

const templates = (page: Page) => page.getByRole("table", { name: "Modèles d’e-mails" });

describe("gestion des e-mails", () => {
  it("modifie un modèle : l'aperçu suit la saisie, une variable inconnue est refusée, l'enregistrement garde la version précédente", async () => {
    const page = await openEmails();
    await templates(page)
      .getByRole("row", { name: /Commande livrée/ })
      .click();
    const editor = page.getByRole("dialog", { name: "Modèle «\u00a0Commande livrée\u00a0»" });
    await editor.getByTestId("preview-subject").getByText("Votre commande CMD-2041 est livrée").waitFor();

    const subject = editor.getByLabel("Objet");
    await subject.fill("Bien arrivée : {{inconnue}}");
    await editor
      .getByText(/^Variable inconnue\u00a0: \{\{inconnue\}\}\./)
      .first()
      .waitFor();
    await subject.fill("Colis {{orderId}} bien arrivé");
    await editor.getByTestId("preview-subject").getByText("Colis CMD-2041 bien arrivé").waitFor();
    const frame = editor.frameLocator("iframe[title='Aperçu du message']");
    await frame.getByText("Bonjour Camille,").waitFor();

    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await editor.waitFor({ state: "hidden" });
    await page.getByText("Modèle enregistré").first().waitFor();
    await templates(page)
      .getByRole("row", { name: /Commande livrée/ })
      .getByText("Colis {{orderId}} bien arrivé")
      .waitFor();

    await templates(page)
      .getByRole("row", { name: /Commande livrée/ })
      .click();
    await page.getByRole("button", { name: "Restaurer la version 1" }).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();
  });

  it("un mail désactivé dans Paramètres n'est pas envoyé, /emails le montre ; réactivé, il l'est", async () => {
    const { orderId, email } = await shippedOrderWithCustomer();
    const page = await openPage();
    await loginAsAdmin(page, "/settings");
    await waitForTitle(page, "Paramètres - Admin");
    // The switches are placeholders (disabled) until the settings arrive.
    const delivered = page.locator("#emails").getByLabel("Envoi activé\u00a0: Commande livrée");
    await page.locator("#emails input[type=checkbox]:not([disabled])").first().waitFor({ state: "attached" });
    expect(await delivered.isChecked()).toBe(true);
    await delivered.focus();
    await page.keyboard.press("Space");
    await page.getByText("Envoi désactivé\u00a0: Commande livrée").first().waitFor();
    await page.goto("/emails");
    await templates(page)
      .getByRole("row", { name: /Commande livrée/ })
      .getByText("Désactivé", { exact: true })
      .waitFor();

    const changeStatus = async (label: string) => {
      await page.goto(`/orders/${orderId}`);
      await page.getByRole("button", { name: "Changer le statut" }).click();
      await page.getByRole("menuitem", { name: label }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Confirmer" }).click();
      await page.locator("h1").locator("..").getByText(label, { exact: true }).waitFor();
    };
    await changeStatus("Livrée");
    // The refund mail is still on: once it is in the sink, the delivered one would be there too.
    await changeStatus("Remboursée");
    const subjects = await waitForMailbox(email, `Remboursement de votre commande ${orderId}`);
    expect(subjects.filter((s) => s.includes(orderId))).toEqual([`Remboursement de votre commande ${orderId}`]);

    await page.goto("/settings");
    await page.locator("#emails input[type=checkbox]:not([disabled])").first().waitFor({ state: "attached" });
    await page.getByLabel("Envoi activé\u00a0: Commande livrée").focus();
    await page.keyboard.press("Space");
    await page.getByText("Envoi activé\u00a0: Commande livrée").first().waitFor();
  });

  it("relance un envoi en échec : l'erreur est montrée, le message part vers la boîte locale", async () => {
    const page = await openEmails("/emails?tab=journal&state=ERROR");
    const log = page.getByRole("table", { name: /^Journal d’envoi/ });
    const first = log.getByRole("row").nth(1);
    await first.getByText("Échec").waitFor();
    const recipient = (await first.getByRole("cell").nth(1).innerText()).trim();
    await first.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("mail-error").waitFor();
    const before = (await mailboxSubjects(recipient)).length;
    const frame = dialog.frameLocator("iframe[title='Message envoyé']");
    await frame.locator("body").waitFor();

    await dialog.getByRole("button", { name: "Relancer" }).click();
    await page.getByText("Envoi relancé").first().waitFor();
    await dialog.getByText("Envoyé", { exact: true }).waitFor({ timeout: 30_000 });
    await waitForMail(recipient, (_, index) => index >= before);
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
  });
});
