/**
 * A customer's data in one click (issue 37, docs/personal-data.md): on their page, « Exporter ses
 * données (ZIP) » saves the ZIP the API writes, whose French summary names each of their orders;
 * the page with the button passes axe.
 */
import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import { shortOrderId } from "@atelier/domain/finances/refund";
import { expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, signedInOpener, waitForTitle } from "./support/browser";
import { ordersOf } from "./support/firebaseAdmin";

jest.setTimeout(90_000);

const openAsAdmin = signedInOpener(browserPerFile());

it("« Exporter ses données (ZIP) » enregistre l’archive du client, dont le résumé nomme ses commandes", async () => {
  const page = await openAsAdmin();
  await page.goto("/users/demo-client");
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
