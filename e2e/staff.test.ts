// /settings/staff « Équipe » (docs/staff.md): an owner invites a « Préparation » member, who signs
// in with the mail's one-time link (taken from maildev) in a browser of their own; the owner
// deactivates them, and their open console shows the sign-in page with the reason at its next
// click. Then the screen and the invitation dialog: no layout shift while loading, no axe
// violation, at 1440 and 390 px.
import type { Page } from "playwright-core";
import { animationsSettled, expectNoAxeViolations } from "./support/a11y";
import { BASE_URL, browserPerFile, expectConsoleProblems, loginAsAdmin, waitForPath, waitForTitle } from "./support/browser";
import { layoutShiftSinceLoad, MAX_LAYOUT_SHIFT, slowDownApi, waitUntilLoaded } from "./support/layoutShift";
import { waitForMail } from "./support/mailbox";

jest.setTimeout(240_000);

const openPage = browserPerFile();
const STAFF = "/settings/staff";
const SESSION_ENDED = "Session fermée - votre compte a été désactivé ou déconnecté par un administrateur. Reconnectez-vous.";

/**
 * The link of the mail leads to the Auth service's action page, which hands its code to the
 * console's /login; the test opens /login with that code directly (the console under test is
 * BASE_URL, whatever CONSOLE_URL the function was given).
 */
function consoleLinkOf(text: string): string {
  const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
  const login = new URL("/login", BASE_URL);
  for (const key of ["mode", "oobCode", "apiKey", "lang"]) {
    const value = link.searchParams.get(key);
    if (value) login.searchParams.set(key, value);
  }
  // isSignInWithEmailLink wants an apiKey beside the code; the emulator's link may leave it out.
  if (!login.searchParams.has("apiKey")) login.searchParams.set("apiKey", "demo-api-key");
  return login.toString();
}

const memberRow = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

async function openStaff(page: Page) {
  await loginAsAdmin(page, STAFF);
  await waitForTitle(page, "Équipe - Admin");
  await page.getByRole("button", { name: "Inviter un membre" }).and(page.locator(":not([disabled])")).waitFor();
}

describe("équipe", () => {
  it("invite un membre « Préparation », qui se connecte avec le lien ; désactivé, sa console ouverte le renvoie à la connexion avec le motif", async () => {
    const email = `lea.${Date.now()}@atelier.test`;
    const owner = await openPage();
    await openStaff(owner);

    await owner.getByRole("button", { name: "Inviter un membre" }).click();
    const dialog = owner.getByRole("dialog", { name: "Inviter un membre" });
    await dialog.getByLabel("E-mail").fill("lea@");
    await dialog.getByLabel("Prénom").fill("Léa");
    await dialog.getByLabel(/^Nom/).fill("Roux");
    await dialog.getByLabel("Rôle").selectOption({ label: "Préparation" });
    await dialog.getByRole("button", { name: "Envoyer l’invitation" }).click();
    await dialog.getByText("L’adresse e-mail n’est pas valide.").waitFor();
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByRole("button", { name: "Envoyer l’invitation" }).click();
    await dialog.waitFor({ state: "hidden" });
    // The role is the « Rôle » column's select (its chosen option names the cell).
    await memberRow(owner, email).getByRole("cell", { name: "Préparation" }).first().waitFor();

    // The invitee, in a browser of their own, opens the link and confirms the address.
    const invitee = await openPage();
    await invitee.goto(consoleLinkOf((await waitForMail(email)).text ?? ""));
    await invitee.getByLabel("Email").fill(email);
    await invitee.getByRole("button", { name: "Terminer la connexion" }).click();
    await invitee.getByRole("navigation", { name: "Navigation principale" }).waitFor();

    // The owner deactivates them, after a confirmation.
    await memberRow(owner, email).getByRole("button", { name: "Désactiver" }).click();
    await owner.getByRole("alertdialog").getByRole("button", { name: "Désactiver" }).click();
    await memberRow(owner, email).getByText("Désactivé").waitFor();

    // Their open console: the next click's request is refused (401), the sign-in page says why.
    expectConsoleProblems(invitee, /status of 401/);
    await invitee.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Commandes" }).click();
    await waitForPath(invitee, "/login");
    await invitee.getByRole("alert").filter({ hasText: SESSION_ENDED }).waitFor();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`à ${viewport.width} px : l’écran ne saute pas au chargement, ni l’écran ni l’invitation n’ont de violation axe`, async () => {
      const page = await openPage();
      await loginAsAdmin(page);
      // Signed in at the default width (the shell's navigation is a drawer on a phone), then resized.
      await page.setViewportSize(viewport);
      const inFlight = await slowDownApi(page.context());
      await page.goto(STAFF);
      await waitForTitle(page, "Équipe - Admin");
      await waitUntilLoaded(page, inFlight);
      const shift = await layoutShiftSinceLoad(page);
      expect({ shift: shift.value < MAX_LAYOUT_SHIFT ? "ok" : shift.sources }).toEqual({ shift: "ok" });
      await animationsSettled(page);
      await expectNoAxeViolations(page, `${STAFF} à ${viewport.width} px`);

      await page.getByRole("button", { name: "Inviter un membre" }).click();
      await page.getByRole("dialog", { name: "Inviter un membre" }).waitFor();
      await animationsSettled(page);
      await expectNoAxeViolations(page, `invitation à ${viewport.width} px`);
    });
  }
});
