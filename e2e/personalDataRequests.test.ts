/**
 * The register of personal-data requests in the console (issue 37 point 3, docs/personal-data.md
 * « Registre des demandes »), as the demo owner: a request recorded from a customer's page is « À
 * traiter » on /personal-data-requests, due a month after its receipt; one received 28 days ago is
 * in the work queue (?late=1) and the sidebar's badge counts it; one closed « Refusée » with its
 * reasons moves to « Traitées » and its answer is in the `mail` collection. The page and both
 * dialogs pass axe at 1440 px; the page and the closing dialog hold on a phone (390 px).
 *
 * Each test records the requests of a customer of its own, named with this run's suffix, so that a
 * second run on the same emulators finds its own rows.
 */
import type { Locator, Page } from "playwright-core";
import { addDays, parisDay } from "@atelier/domain/parisCalendar";
import { daysLeft, requestDueOn } from "@atelier/domain/personalData/requests";
import { PATHS, userPath } from "../client/src/app/paths";
import { formatCalendarDay } from "../client/src/ui/format";
import { animationsSettled, expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, clickClearOfToasts, loginAsAdmin, waitForTitle, type Viewport } from "./support/browser";
import { createCustomerToErase, mailTemplatesTo } from "./support/firebaseAdmin";
import { horizontalOverflow, overlappingText } from "./support/overlaps";

jest.setTimeout(240_000);

const open = browserPerFile();
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };
const NBSP = "\u00a0";

/** This run's mark, in every customer's e-mail and last name. */
const RUN = Date.now().toString(36);

type Customer = { uid: string; name: string; email: string };

async function customer(firstName: string): Promise<Customer> {
  const lastName = `Registre${RUN}`;
  const email = `${firstName.toLowerCase()}.registre.${RUN}@exemple.fr`;
  const uid = await createCustomerToErase(email, firstName, lastName);
  return { uid, name: `${firstName} ${lastName}`, email };
}

const today = () => parisDay(new Date());
const shown = (day: string) => formatCalendarDay(day, "day");

/** Records a request on the customer's page through « Enregistrer une demande RGPD »; `check` runs on the open dialog first. */
async function recordRequest(page: Page, who: Customer, kind: string, receivedOn: string, check?: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.goto(userPath(who.uid));
  await waitForTitle(page, "Détail de l’utilisateur - Admin");
  await page.getByRole("heading", { name: who.name }).waitFor();
  await page.getByRole("button", { name: "Enregistrer une demande RGPD" }).click();
  const dialog = page.getByRole("dialog", { name: "Enregistrer une demande RGPD" });
  await dialog.getByLabel("Reçue le").waitFor();
  await dialog.getByRole("combobox", { name: "Nature" }).selectOption(kind);
  await dialog.getByLabel("Reçue le").fill(receivedOn);
  await dialog.getByText(`Échéance${NBSP}: ${shown(requestDueOn(receivedOn))}`, { exact: true }).waitFor();
  await check?.(dialog);
  await dialog.getByRole("button", { name: "Enregistrer la demande" }).click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByText("Demande RGPD enregistrée", { exact: true }).first().waitFor();
}

/** The row (a table row at 1440 px, a card on a phone) of the customer's request in the list shown. */
const rowOf = (page: Page, who: Customer) => page.locator("tbody tr, ul > li").filter({ hasText: who.name });

it("enregistrée depuis la fiche du client, la demande est « À traiter » dans le registre, à échéance un mois après sa réception", async () => {
  const who = await customer("Aurore");
  const page = await open(DESKTOP);
  await loginAsAdmin(page, userPath(who.uid));
  await recordRequest(page, who, "ERASURE", today(), async (dialog) => {
    await animationsSettled(page);
    await expectNoAxeViolations(page, "« Enregistrer une demande RGPD » à 1440 px");
    // Nothing chosen: the form says so before the API is asked.
    await dialog.getByRole("combobox", { name: "Nature" }).selectOption("");
    await dialog.getByRole("button", { name: "Enregistrer la demande" }).click();
    await dialog.getByText("Choisissez la nature de la demande.").waitFor();
    await dialog.getByRole("combobox", { name: "Nature" }).selectOption("ERASURE");
  });

  // The customer's page lists it (its section comes after the page's first paint).
  const section = page.getByRole("region", { name: "Demandes RGPD" });
  await section.getByText("Effacement (art. 17)").waitFor();

  await section.getByRole("link", { name: "Voir le registre des demandes" }).click();
  await waitForTitle(page, "Demandes RGPD - Admin");
  const row = rowOf(page, who);
  await row.waitFor();
  expect(await row.innerText()).toContain("Effacement (art. 17)");
  expect(await row.innerText()).toContain(shown(requestDueOn(today())));
  expect(await row.innerText()).toContain("À traiter");
  await animationsSettled(page);
  await expectNoAxeViolations(page, "« Demandes RGPD » à 1440 px");
});

it("reçue il y a 28 jours, elle est dans la file « à échéance dans 7 jours » (?late=1) et le badge de la barre latérale la compte", async () => {
  const who = await customer("Basile");
  const receivedOn = addDays(today(), -28);
  const left = daysLeft(requestDueOn(receivedOn), today());
  expect(left).toBeLessThanOrEqual(7);
  const page = await open(DESKTOP);
  await loginAsAdmin(page, userPath(who.uid));
  await recordRequest(page, who, "ACCESS", receivedOn);

  await page.goto(`${PATHS.personalDataRequests}?late=1`);
  await waitForTitle(page, "Demandes RGPD - Admin");
  await page.getByText(`File d’attente${NBSP}: Demande RGPD à échéance dans 7 jours ou moins`).waitFor();
  const row = rowOf(page, who);
  await row.waitFor();
  expect(await row.getByTestId("request-due-badge").innerText()).toBe(left < 0 ? `En retard de ${-left}${NBSP}j` : `J-${left}`);

  // The badge counts what the list shows (fewer than a page).
  const rows = await page.locator("tbody tr").count();
  const badge = page.getByRole("navigation", { name: "Navigation principale" }).getByTestId("nav-late-PERSONAL_DATA_REQUESTS_DUE");
  await badge.waitFor();
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="nav-late-PERSONAL_DATA_REQUESTS_DUE"] [aria-hidden]')?.textContent === expected,
    String(rows),
  );

  // « Retirer ce filtre »: every open request again, this one among them.
  await page.getByRole("button", { name: "Retirer ce filtre" }).click();
  await page.waitForURL((url) => url.pathname === PATHS.personalDataRequests && !url.searchParams.has("late"));
  await rowOf(page, who).waitFor();
});

it("clôturée « Refusée » avec ses raisons, elle passe dans « Traitées » et la réponse part par e-mail", async () => {
  const who = await customer("Capucine");
  const page = await open(DESKTOP);
  await loginAsAdmin(page, userPath(who.uid));
  await recordRequest(page, who, "ACCESS", today());

  await page.goto(PATHS.personalDataRequests);
  await waitForTitle(page, "Demandes RGPD - Admin");
  await clickClearOfToasts(page, rowOf(page, who).getByRole("button", { name: /^Clôturer/ }));
  const dialog = page.getByRole("dialog", { name: "Clôturer la demande" });
  await dialog.getByText("Elle est envoyée par e-mail au client.", { exact: false }).waitFor();
  await dialog.getByText("Refusée", { exact: true }).click();
  // Refused without a word: refused by the form, as the API would (article 12(4)).
  await dialog.getByRole("button", { name: "Clôturer la demande" }).click();
  await dialog.getByText("La réponse au client est obligatoire.").waitFor();
  await animationsSettled(page);
  await expectNoAxeViolations(page, "« Clôturer la demande » à 1440 px");
  await dialog.getByLabel("Réponse au client").fill("Un export vous a été remis la semaine dernière : la demande est manifestement excessive.");
  await dialog.getByRole("button", { name: "Clôturer la demande" }).click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByText("Demande refusée", { exact: true }).first().waitFor();
  await rowOf(page, who).waitFor({ state: "detached" });

  await page.getByRole("tab", { name: "Traitées" }).click();
  await page.waitForURL((url) => url.searchParams.get("queue") === "closed");
  const row = rowOf(page, who);
  await row.waitFor();
  expect(await row.innerText()).toContain("Refusée");
  expect(await row.innerText()).toContain("Camille Martin");
  expect(await mailTemplatesTo(who.email)).toContain("personal-data-request-answered");
});

it("sur un téléphone (390 px), le registre et le dialogue de clôture ne débordent pas et passent axe", async () => {
  const who = await customer("Dorothée");
  const page = await open(DESKTOP);
  await loginAsAdmin(page, userPath(who.uid));
  await recordRequest(page, who, "PORTABILITY", today());

  await page.setViewportSize(PHONE);
  await page.goto(PATHS.personalDataRequests);
  await waitForTitle(page, "Demandes RGPD - Admin");
  const card = page
    .getByRole("list", { name: `Demandes RGPD${NBSP}: à traiter` })
    .getByRole("listitem")
    .filter({ hasText: who.name });
  await card.waitFor();
  await animationsSettled(page);
  expect([...(await horizontalOverflow(page)), ...(await overlappingText(page))]).toEqual([]);
  await expectNoAxeViolations(page, "« Demandes RGPD » à 390 px");

  await clickClearOfToasts(page, card.getByRole("button", { name: /^Clôturer/ }));
  const dialog = page.getByRole("dialog", { name: "Clôturer la demande" });
  await dialog.getByLabel("Réponse au client").waitFor();
  await animationsSettled(page);
  expect([...(await horizontalOverflow(page)), ...(await overlappingText(page, '[role="dialog"]'))]).toEqual([]);
  await expectNoAxeViolations(page, "« Clôturer la demande » à 390 px");
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await dialog.waitFor({ state: "hidden" });
});
