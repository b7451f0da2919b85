/**
 * The live back-office (issue 36, docs/live.md), with two consoles open at once, each in its own
 * browser context, as two operators would:
 * - an order written as the storefront writes one shows on the other's /orders as « 1 nouvelle
 *   commande — Afficher », without a reload; pressing it shows the order;
 * - a contact message one operator opens (read) leaves the other's unread badge, without a reload.
 */
import type { Page } from "playwright-core";
import { browserPerFile, signedInOpener, waitForTitle } from "./support/browser";
import { newContactMessageId, writeStorefrontOrder } from "./support/firebaseAdmin";

jest.setTimeout(120_000);

const open = browserPerFile();
const openAsAdmin = signedInOpener(open);
/** Each run's records are its own. */
const RUN = Date.now().toString(36);
/** The feed's entry comes from a trigger: a ceiling for a loaded 2-core machine, not a clock. */
const LIVE = { timeout: 30_000 };

const listening = (page: Page) => page.locator('[data-live="live"]').waitFor({ ...LIVE, state: "attached" });

async function unread(page: Page): Promise<number> {
  const badge = page.getByTestId("nav-badge-contactUnread").first();
  return (await badge.isVisible()) ? Number((await badge.innerText()).replace(/\D/g, "")) : 0;
}

it("une commande écrite par la boutique apparaît en « 1 nouvelle commande » sur /orders, sans recharger ; « Afficher » la montre", async () => {
  const page = await openAsAdmin();
  await page.goto("/orders");
  await waitForTitle(page, "Gestion des Commandes - Admin");
  await page.getByRole("table", { name: "Commandes" }).waitFor();
  await listening(page);

  const id = `live${RUN}`;
  await writeStorefrontOrder(id, "demo-client");
  const notice = page.getByRole("button", { name: "1 nouvelle commande — Afficher" });
  await notice.waitFor(LIVE);
  await notice.click();
  await notice.waitFor({ state: "detached" });
  // The newest first: the order is on the first page, under its short id.
  await page.getByRole("table", { name: "Commandes" }).getByText(id.slice(0, 6).toUpperCase(), { exact: true }).waitFor();
});

it("un message qu’un opérateur ouvre quitte le badge « non lus » de l’autre console, sans recharger", async () => {
  const watching = await openAsAdmin();
  await watching.goto("/");
  await waitForTitle(watching, "Dashboard - Admin");
  await listening(watching);
  await watching.getByTestId("nav-badge-contactUnread").first().waitFor();
  const before = await unread(watching);

  const reading = await openAsAdmin();
  const id = await newContactMessageId();
  await reading.goto(`/contact-messages/${id}`);
  await reading.getByRole("dialog").waitFor();

  await watching.waitForFunction(
    ([testId, expected]) => (document.querySelector(`[data-testid="${testId}"]`)?.textContent?.replace(/\D/g, "") ?? "0") === expected,
    ["nav-badge-contactUnread", String(before - 1)] as const,
    LIVE,
  );
  expect(await unread(watching)).toBe(before - 1);
});
