/**
 * Who else is here (issue 36 point 3, docs/live.md « Who else is here »), two members on one order,
 * each in their own browser context:
 * - the first sees « Léa Petit consulte aussi cette commande » once the second opens it, without
 *   anything on the page moving;
 * - when the second's tab closes (`pagehide`: the keepalive leaveRecord), the notice goes;
 * - when the second saves the order's tracking number while the first is on it, the first is told
 *   at once « Léa Petit vient d’enregistrer cette commande. », on screen though she has scrolled
 *   down the order, and « Recharger » shows the number.
 * Axe on the page with both notices.
 */
import type { Page } from "playwright-core";
import { orderPath } from "../client/src/app/paths";
import { expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, signedInOpener, submitLogin, waitForPath } from "./support/browser";
import { createStaffMember, deleteStaffMember, writeStorefrontOrder, type StaffMember } from "./support/firebaseAdmin";

jest.setTimeout(240_000);

const LEA: StaffMember = {
  uid: "e2e-presence",
  email: "e2e-presence@atelier.test",
  password: "e2e-presence1234",
  firstName: "Léa",
  lastName: "Petit",
  staffRole: "FULFILMENT",
};

const open = browserPerFile();
const openAsAdmin = signedInOpener(open);
const RUN = Date.now().toString(36);
/** Presence is written by the API and heard through the feed: a ceiling for a loaded 2-core machine, not a clock. */
const SOON = { timeout: 30_000 };
/** A save reaches the feed through a trigger: a ceiling for a loaded 2-core machine, not a clock. */
const LIVE = { timeout: 30_000 };

beforeAll(() => createStaffMember(LEA));
afterAll(() => deleteStaffMember(LEA.uid));

const listening = (page: Page) => page.locator('[data-live="live"]').waitFor({ ...LIVE, state: "attached" });

/** Léa, signed in through the form in a fresh context, on `path`. */
async function openAsLea(path: string): Promise<Page> {
  const page = await open();
  await page.goto("/login");
  await waitForPath(page, "/login");
  await submitLogin(page, LEA.email, LEA.password);
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto(path);
  return page;
}

it("l’autre membre sur la commande s’annonce, part à la fermeture de son onglet, et son enregistrement se dit aussitôt", async () => {
  const id = `presence${RUN}`;
  await writeStorefrontOrder(id, "demo-client");
  const camille = await openAsAdmin(orderPath(id));
  const heading = camille.getByRole("heading", { level: 1 });
  await heading.waitFor();
  await camille.getByLabel("Numéro de suivi").waitFor();
  await listening(camille);
  const headingAt = await heading.boundingBox();

  // Léa opens the same order: Camille is told within 5 seconds, and nothing on her page moves.
  const lea = await openAsLea(orderPath(id));
  const presence = camille.getByTestId("presence-notice");
  await presence.getByText("Léa Petit consulte aussi cette commande", { exact: true }).waitFor(SOON);
  expect(await heading.boundingBox()).toEqual(headingAt);
  // On a narrow phone the sentence takes two lines, never cut off: the line's room (2.5rem) is
  // kept whether anyone is there or not, so nothing moves.
  const desktop = camille.viewportSize()!;
  await camille.setViewportSize({ width: 320, height: 640 });
  const sentence = presence.getByText("Léa Petit consulte aussi cette commande", { exact: true });
  expect(
    await sentence.evaluate((el) => ({
      cut: el.scrollHeight > el.clientHeight + 1,
      lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
    })),
  ).toEqual({
    cut: false,
    lines: 2,
  });
  expect(await presence.evaluate((el) => el.getBoundingClientRect().height)).toBe(40);
  await camille.setViewportSize(desktop);
  // Léa sees Camille (the demo administrator) the same way.
  await lea.getByTestId("presence-notice").getByText("Camille Martin consulte aussi cette commande", { exact: true }).waitFor(SOON);

  // Léa's tab closes: her page says so as it goes, and the notice leaves Camille's page.
  // Her browser stays open, as when one tab of many closes: closing its context at once could cancel
  // the departure's keepalive request before a loaded machine had sent it (fresh clone 14).
  const closed = new Promise((resolve) => lea.once("close", resolve));
  await lea.close({ runBeforeUnload: true });
  await closed;
  await presence.getByText("Léa Petit consulte aussi cette commande", { exact: true }).waitFor({ ...SOON, state: "detached" });
  expect(await presence.innerText()).toBe("");
  await lea.context().close();

  // Léa comes back and saves a tracking number: Camille is told at once, before she saves anything,
  // though she has scrolled down the order (the top of the record is off her screen).
  const again = await openAsLea(orderPath(id));
  await presence.getByText("Léa Petit consulte aussi cette commande", { exact: true }).waitFor(SOON);
  await camille.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await camille.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const headingInPage = () => heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const headingTop = await headingInPage();
  const field = again.getByLabel("Numéro de suivi");
  await field.fill(`6A${RUN}`);
  await again.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await again.getByText("Numéro de suivi enregistré").first().waitFor();
  // Her own save tells her nothing.
  const changed = camille.getByTestId("record-changed-notice");
  await changed.getByText("Léa Petit vient d’enregistrer cette commande.", { exact: true }).waitFor(LIVE);
  const onScreen = await changed.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
  expect(onScreen).toBe(true);
  expect(await headingInPage()).toBe(headingTop);
  await expectNoAxeViolations(camille, "/orders/:id, « consulte aussi » et « vient d’enregistrer »");
  await camille.evaluate(() => window.scrollTo(0, 0));
  expect(await heading.boundingBox()).toEqual(headingAt);
  expect(await again.getByTestId("record-changed-notice").count()).toBe(0);

  await changed.getByRole("button", { name: "Recharger" }).click();
  await changed.waitFor({ state: "detached" });
  await camille.waitForFunction(
    (expected) => {
      const label = Array.from(document.querySelectorAll("label")).find((l) => l.textContent?.trim() === "Numéro de suivi");
      return (label?.htmlFor ? (document.getElementById(label.htmlFor) as HTMLInputElement | null) : null)?.value === expected;
    },
    `6A${RUN}`,
    LIVE,
  );
});
