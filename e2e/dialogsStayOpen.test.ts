/**
 * Drawers and dialogs opened by a click on a row stay open (issue 25): an inbox message, a
 * feedback, a mail of the send log, a file of the media library. They closed by themselves
 * 0.5–2 s after opening on the console `npm start` serves (React's StrictMode), so every check
 * runs on the built console and on the dev server.
 */
import type { Locator, Page } from "playwright-core";
import { BASE_URL, DEMO_ADMIN, pagePerFile, submitLogin } from "./support/browser";
import { devConsolePerFile } from "./support/devConsole";

// The dev server compiles each module on its first request: the first screens are slow.
jest.setTimeout(480_000);

// One page for the file: it signs in once on each console (two origins, two sessions).
const currentPage = pagePerFile();
const DEV_URL = devConsolePerFile();

type Screen = {
  name: string;
  path: string;
  /** What a click opens: a table row, or a media card. */
  item: (page: Page) => Locator;
  /** The URL of the open dialog. */
  opened: RegExp;
};

// The row's link (issue 25: rows are links, one tab stop for the list).
const firstRow = (page: Page) => page.locator("tbody tr:has(a[data-row-link])").first();

const SCREENS: Screen[] = [
  // Messages already read: opening one marks it read, which inbox.test.ts counts on for the newest.
  { name: "un message de contact", path: "/contact-messages?status=READ", item: firstRow, opened: /\/contact-messages\/[^/?]+(\?|$)/ },
  { name: "un feedback", path: "/feedback", item: firstRow, opened: /\/feedback\/[^/?]+(\?|$)/ },
  { name: "un envoi du journal d’envoi", path: "/emails?tab=journal", item: firstRow, opened: /[?&]mail=/ },
  {
    name: "un fichier de la médiathèque",
    path: "/media?view=grid",
    item: (page) => page.getByRole("list", { name: "Fichiers" }).getByRole("button").first(),
    opened: /[?&]file=/,
  },
];

/** Fails at once if the dialog closes or the URL changes during `ms`. */
async function staysOpen(page: Page, dialog: Locator, url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    expect({ open: await dialog.isVisible(), url: page.url() }).toEqual({ open: true, url });
    await page.waitForTimeout(150);
  }
}

describe.each([
  ["la console construite", BASE_URL],
  ["la console de développement (StrictMode)", DEV_URL],
])("%s : un clic sur une ligne ouvre un tiroir qui reste ouvert", (_, origin) => {
  beforeAll(async () => {
    const page = currentPage();
    // The dev server compiles each module on its first request: a first visit is slow.
    await page.goto(`${origin}/login`, { timeout: 180_000 });
    await page.getByLabel("Email").waitFor({ timeout: 180_000 });
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByRole("navigation", { name: "Navigation principale" }).waitFor({ timeout: 180_000 });
  }, 800_000);

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))("%s", async (_name, screen) => {
    const page = currentPage();
    await page.goto(`${origin}${screen.path}`);
    const item = screen.item(page);
    await item.waitFor({ timeout: 120_000 });
    await item.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ timeout: 60_000 });
    await page.waitForURL(screen.opened);
    const url = page.url();
    // It closed 0.5–2 s after the click: watch it for 3 s.
    await staysOpen(page, dialog, url, 3_000);
    // And it still closes when asked.
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    await dialog.waitFor({ state: "hidden" });
    expect(page.url()).not.toMatch(screen.opened);
  });
});
