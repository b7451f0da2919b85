import { GAPI_SHIM } from "./gapiShim";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** The Hosting emulator serving client/dist, with /graphql rewritten to the function. */
export const BASE_URL = process.env.E2E_BASE_URL || "http://127.0.0.1:5000";

export const DEMO_ADMIN = { email: "admin@atelier.test", password: "admin1234", name: "Camille Martin" };
export const DEMO_CLIENT = { email: "client@atelier.test", password: "client1234" };

export const ACCESS_DENIED = "Accès refusé - Droits administrateur requis";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium; `launch` gives it a fresh temporary profile, removed on close. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export type Viewport = { width: number; height: number };

/** A fresh context (no cookies, no IndexedDB session) and its first page. */
export async function newPage(
  browser: Browser,
  viewport: Viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, locale: "fr-FR" });
  // Offline machine: the emulator's sign-in widget links web fonts and CSS from CDNs; fail
  // those at once instead of waiting for a DNS timeout.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  // Registered last, so it wins over the abort above for the one script Google sign-in needs.
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: GAPI_SHIM }),
  );
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** Path of the page's current URL, for assertions. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Fills the login form and submits it; the caller asserts where that leads. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
}

/** Signs the demo admin in from /login and waits for the shell to appear. */
export async function loginAsAdmin(page: Page, path = "/login"): Promise<void> {
  await page.goto(path);
  await waitForPath(page, "/login");
  await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole("navigation", { name: "Navigation principale" }).waitFor();
}

/** The text of the login page's error alert, once it shows. */
export async function loginAlertText(page: Page): Promise<string> {
  const alert = page.getByRole("alert");
  await alert.waitFor();
  return (await alert.innerText()).trim();
}

/** Waits until the document title is the expected one (screens set it once they render). */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title);
}

/**
 * One Chromium per test file and a fresh context per test, closed after it: registers the jest
 * hooks and returns the function that opens a page in a new context.
 */
export function browserPerFile(): (viewport?: Viewport) => Promise<Page> {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  return async (viewport) => {
    if (!browser) throw new Error("browserPerFile: the browser is not launched yet");
    const fresh = await newPage(browser, viewport);
    context = fresh.context;
    return fresh.page;
  };
}

/**
 * One Chromium, one context and one page for the whole file, for checks that only look (axe,
 * layout shifts) and need not start from a clean session each time: registers the jest hooks and
 * returns the page's getter. The file signs in once, where it needs to.
 */
export function pagePerFile(viewport?: Viewport): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = (await newPage(browser, viewport)).page;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!page) throw new Error("pagePerFile: the browser is not launched yet");
    return page;
  };
}
