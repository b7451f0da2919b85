/**
 * A customer's data in one click (issue 37, docs/personal-data.md): on their page, « Exporter ses
 * données (ZIP) » saves the ZIP the API writes, whose French summary names each of their orders;
 * « Effacer les données personnelles », confirmed by typing EFFACER, erases them and the page
 * shows the pseudonym and the certificate. The page, the dialog and the certificate pass axe.
 * On /settings, « Conservation des données » sets how long messages and mails are kept.
 */
import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import { shortOrderId } from "@atelier/domain/finances/refund";
import { expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, loginAsAdmin, signedInOpener, waitForTitle } from "./support/browser";
import { createCustomerToErase, ordersOf, userAndAccount } from "./support/firebaseAdmin";

jest.setTimeout(180_000);

const open = browserPerFile();
const openAsAdmin = signedInOpener(open);

it("« Exporter ses données (ZIP) » enregistre l’archive du client, dont le résumé nomme ses commandes", async () => {
  const page = await openAsAdmin("/users/demo-client");
  await waitForTitle(page, "Détail de l’utilisateur - Admin");
  const button = page.getByRole("button", { name: "Exporter ses données (ZIP)" });
  await button.waitFor();
  await expectNoAxeViolations(page, "/users/{id} avec l’export des données");

  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), button.click()]);
  expect(download.suggestedFilename()).toBe("donnees-personnelles-demo-client.zip");
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const summary = await zip.file("resume.txt")!.async("string");
  expect(summary).toContain("E-mail\u00a0: client@atelier.test");
  const orders = await ordersOf("demo-client");
  expect(orders.length).toBeGreaterThan(0);
  for (const id of orders) expect(summary).toContain(`Commande #${shortOrderId(id)} du `);
  expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(["donnees/profil.json", "donnees/commandes.json", "resume.txt"]));
});

it("« Effacer les données personnelles », confirmé en tapant EFFACER, efface le client et montre le certificat (1440 et 390 px)", async () => {
  const uid = await createCustomerToErase("zephyrine.effacement@exemple.fr", "Zéphyrine", "Quintavalle");
  const page = await open({ width: 1440, height: 900 });
  await loginAsAdmin(page, `/users/${uid}`);
  await waitForTitle(page, "Détail de l’utilisateur - Admin");
  await page.getByRole("heading", { name: "Zéphyrine Quintavalle" }).waitFor();
  await page.getByRole("button", { name: "Effacer les données personnelles" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Effacer les données personnelles de Zéphyrine Quintavalle\u00a0?" });
  await dialog.waitFor();
  await expectNoAxeViolations(page, "la confirmation de l’effacement");
  const confirm = dialog.getByRole("button", { name: "Effacer les données personnelles" });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel("Tapez EFFACER pour confirmer").fill("EFFACER");
  await confirm.click();

  await page.getByText("Données personnelles effacées", { exact: true }).first().waitFor();
  await page.getByRole("heading", { name: /^Client effacé [0-9A-F]{8}$/ }).waitFor();
  const certificate = page.getByRole("region", { name: "Certificat d’effacement" });
  await certificate.waitFor();
  expect(await certificate.getByTestId("erasure-status").textContent()).toMatch(/^Données personnelles effacées le .+ à la demande de Camille Martin\.$/);
  await certificate.getByRole("row", { name: /Profil/ }).waitFor();
  await expectNoAxeViolations(page, "/users/{id} avec le certificat d’effacement");

  const { record, disabled } = await userAndAccount(uid);
  expect([record?.email, record?.firstName, disabled]).toEqual([null, "Client effacé", true]);

  // On a phone: the certificate's table as blocks, still readable and accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole("region", { name: "Certificat d’effacement" }).getByText("Profil").waitFor();
  await expectNoAxeViolations(page, "/users/{id} avec le certificat d’effacement, 390 px");
});

it("« Conservation des données » : les délais se changent dans les paramètres, refusés hors de 1 à 120 mois", async () => {
  const page = await openAsAdmin("/settings");
  await waitForTitle(page, "Paramètres - Admin");
  const section = page.locator("#conservation");
  await section.getByText("12 mois").waitFor();
  const dialogWith = async (months: string) => {
    const dialog = page.getByRole("dialog", { name: "Conservation des données" });
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Modifier la section Conservation des données" }).click();
    await dialog.getByLabel("Journal des e-mails").fill(months);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    return dialog;
  };
  const dialog = await dialogWith("0");
  await dialog.getByText("Le délai de conservation du journal des e-mails doit être compris entre 1 et 120.").waitFor();
  await (await dialogWith("24")).waitFor({ state: "hidden" });
  await page.getByText("Délais de conservation enregistrés").first().waitFor();
  await section.getByText("24 mois").waitFor();
  // Back as the demo data had it, for the files after this one.
  await (await dialogWith("12")).waitFor({ state: "hidden" });
  await section.getByText("12 mois").waitFor();
});
