/**
 * Two-step sign-in in Chromium, on the Auth emulator's SMS codes (docs/roles.md, docs/decisions.md):
 * a member whose role requires it and who has a phone gets the second step after the password;
 * one who has none enrols it from the page the console shows instead of the shell, then signs in
 * again with it. axe and no layout shift on both pages, at 1440 and 390 px.
 */
import type { Page } from "playwright-core";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { expectNoAxeViolations } from "./support/a11y";
import { AUTH_EMULATOR_URL, browserPerFile, expectConsoleProblems, literally, submitLogin, waitForPath, waitForTitle } from "./support/browser";
import { layoutShiftSinceLoad, MAX_LAYOUT_SHIFT } from "./support/layoutShift";

jest.setTimeout(240_000);

const openPage = browserPerFile();
const app = () => getApps()[0] ?? initializeApp({ projectId: "demo-atelier" });
const AUTH = AUTH_EMULATOR_URL;

const WITH_PHONE = { email: "sms-preparation@atelier.test", password: "sms-preparation1234", phone: "+33612345678" };
const WITHOUT_PHONE = { email: "sms-nouveau@atelier.test", password: "sms-nouveau1234", phone: "06 12 34 56 79" };
const created: string[] = [];

/** A Préparation member whose role requires two-step sign-in (as setTwoStepRequirement copies it). */
async function member(account: { email: string; password: string }, phone: string | null): Promise<void> {
  const user = await getAuth(app()).createUser({ email: account.email, password: account.password, emailVerified: true });
  // The emulator wants the factor's uid, which only an update may give.
  if (phone)
    await getAuth(app()).updateUser(user.uid, {
      multiFactor: { enrolledFactors: [{ uid: "telephone", factorId: "phone", phoneNumber: phone, displayName: "Téléphone" }] },
    });
  created.push(user.uid);
  await getFirestore(app()).doc(`users/${user.uid}`).set({
    uid: user.uid,
    email: account.email,
    firstName: "Paul",
    lastName: "Petit",
    isAdmin: true,
    isBlocked: false,
    staffRole: "FULFILMENT",
    twoStepRequired: true,
    credits: 0,
    loyaltyPoints: 0,
    createdAt: Timestamp.now(),
  });
}

/** The last SMS code the Auth emulator « sent » (its REST list), once there is a new one. */
async function lastCode(before: number): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const res = await fetch(`${AUTH}/emulator/v1/projects/demo-atelier/verificationCodes`);
    const { verificationCodes = [] } = (await res.json()) as { verificationCodes?: { code: string }[] };
    if (verificationCodes.length > before) return verificationCodes[verificationCodes.length - 1]!.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no SMS code was sent");
}
const codesSent = async () =>
  (((await (await fetch(`${AUTH}/emulator/v1/projects/demo-atelier/verificationCodes`)).json()) as { verificationCodes?: unknown[] }).verificationCodes ?? [])
    .length;

beforeAll(async () => {
  await member(WITH_PHONE, WITH_PHONE.phone);
  await member(WITHOUT_PHONE, null);
});

afterAll(async () => {
  for (const uid of created) {
    await getFirestore(app()).doc(`users/${uid}`).delete();
    await getAuth(app()).deleteUser(uid);
  }
});

/** The console once signed in: the sidebar on a desktop, the menu button on a phone. */
const shell = (page: Page) =>
  page
    .getByRole("navigation", { name: "Navigation principale" })
    .or(page.getByRole("button", { name: "Ouvrir le menu" }))
    .first();

/**
 * What the browser logs of the emulator's SMS factor: the SDK asks the Auth emulator for a
 * reCAPTCHA Enterprise configuration, which the emulator does not implement (501; the SDK then
 * uses its stand-in verifier), and a wrong code is a 400 of mfaSignIn:finalize.
 */
const EMULATOR_RECAPTCHA = new RegExp(`status of 501 \\(Not Implemented\\) \\(${literally(AUTH)}/identitytoolkit\\.googleapis\\.com/v2/recaptchaConfig\\?`);
const WRONG_CODE = new RegExp(`status of 400 \\(Bad Request\\) \\(${literally(AUTH)}/identitytoolkit\\.googleapis\\.com/v2/accounts/mfaSignIn:finalize\\?`);

async function secondStep(page: Page, viewport: string): Promise<void> {
  expectConsoleProblems(page, EMULATOR_RECAPTCHA, WRONG_CODE);
  const sent = await codesSent();
  await submitLogin(page, WITH_PHONE.email, WITH_PHONE.password);
  const form = page.getByRole("form", { name: "Validation en deux étapes" });
  await form.getByText("Un code vient d’être envoyé au ••••\u00a078.").waitFor();
  expect((await layoutShiftSinceLoad(page)).value).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  await expectNoAxeViolations(page, `/login, seconde étape (${viewport})`);
  // A wrong code is said in French and the form stays.
  await form.getByRole("textbox", { name: "Code reçu par SMS" }).fill("000000");
  await form.getByRole("button", { name: "Valider" }).click();
  await form.getByText("Code incorrect : vérifiez les six chiffres reçus par SMS.").waitFor();
  await form.getByRole("textbox", { name: "Code reçu par SMS" }).fill(await lastCode(sent));
  await form.getByRole("button", { name: "Valider" }).click();
  await shell(page).waitFor();
}

describe("validation en deux étapes", () => {
  it.each([
    ["1440 px", { width: 1440, height: 900 }],
    ["390 px", { width: 390, height: 844 }],
  ])("un membre dont le rôle l’exige entre avec le code reçu par SMS après son mot de passe (%s)", async (viewport, size) => {
    const page = await openPage(size);
    await page.goto("/login");
    await waitForPath(page, "/login");
    await secondStep(page, viewport);
  });

  it("un membre sans téléphone l’enregistre depuis la page qui remplace la console, puis se reconnecte avec lui", async () => {
    const page = await openPage({ width: 390, height: 844 });
    expectConsoleProblems(page, EMULATOR_RECAPTCHA);
    await page.goto("/login");
    await submitLogin(page, WITHOUT_PHONE.email, WITHOUT_PHONE.password);
    await waitForTitle(page, "Validation en deux étapes - Admin");
    await page.getByRole("heading", { name: "Validation en deux étapes" }).waitFor();
    expect(await shell(page).count()).toBe(0);
    expect((await layoutShiftSinceLoad(page)).value).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    await expectNoAxeViolations(page, "validation en deux étapes requise (390 px)");

    await page.getByRole("textbox", { name: "Téléphone portable" }).fill("06 12");
    await page.getByRole("button", { name: "Recevoir un code" }).click();
    await page.getByText("Numéro invalide : saisissez un numéro français (06 12 34 56 78) ou international (+32 470 12 34 56).").waitFor();
    const sent = await codesSent();
    await page.getByRole("textbox", { name: "Téléphone portable" }).fill(WITHOUT_PHONE.phone);
    await page.getByRole("button", { name: "Recevoir un code" }).click();
    await page.getByRole("textbox", { name: "Code reçu par SMS" }).fill(await lastCode(sent));
    await page.getByRole("button", { name: "Enregistrer ce téléphone" }).click();
    await page.getByText("Téléphone enregistré. Reconnectez-vous : un code vous sera envoyé par SMS.").waitFor();
    await expectNoAxeViolations(page, "téléphone enregistré (390 px)");
    const uid = created[1]!;
    expect((await getAuth(app()).getUser(uid)).multiFactor?.enrolledFactors.map((f) => (f as { phoneNumber?: string }).phoneNumber)).toEqual(["+33612345679"]);

    await page.getByRole("button", { name: "Me reconnecter avec mon téléphone" }).click();
    await waitForPath(page, "/login");
    const again = await codesSent();
    await submitLogin(page, WITHOUT_PHONE.email, WITHOUT_PHONE.password);
    const form = page.getByRole("form", { name: "Validation en deux étapes" });
    await form.getByRole("textbox", { name: "Code reçu par SMS" }).fill(await lastCode(again));
    await form.getByRole("button", { name: "Valider" }).click();
    await shell(page).waitFor();
  });
});
