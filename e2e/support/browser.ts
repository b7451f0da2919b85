import { PORTS } from "../../scripts/lib/stack.cjs";
import { GAPI_SHIM } from "./gapiShim";
import { canBeReused, closePages, offerForReuse, pageWithSiteDataWiped, readSession, restoreSession, type SessionRecords } from "./reusedContext";
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page } from "playwright-core";

/** The Hosting emulator serving client/dist, with /graphql rewritten to the function (this process's stack: scripts/lib/stack.cjs). */
export const BASE_URL = process.env.E2E_BASE_URL || `http://127.0.0.1:${PORTS.hosting}`;
/** The Auth emulator the console talks to (client/src/app/emulatorPorts.ts). */
export const AUTH_EMULATOR_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${PORTS.auth}`}`;

/** `text` matched literally inside a RegExp: for the console messages that name a URL. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

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
  // Offline machine: the Auth emulator's sign-in widget links web fonts and CSS from CDNs; a name
  // that is not this machine fails at once instead of waiting for a DNS timeout (a route that
  // aborted them did this before, but any route turns the context's HTTP cache off: see newPage).
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost",
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
const DEFAULT_VIEWPORT: Viewport = { width: 1280, height: 800 };

/**
 * A fresh context (no cookies, no IndexedDB session) and its first page. No route by default:
 * Playwright turns a context's HTTP cache off as soon as one is registered, and every request
 * then goes through this process — each page load fetched and compiled the console's scripts
 * again (Chromium was half of the suite's CPU, 29 Nov 2026). The tests that need one add it.
 */
export async function newPage(browser: Browser, viewport: Viewport = DEFAULT_VIEWPORT): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, locale: "fr-FR" });
  // Twice the 15 s a step needed at most on 29 November: a slower host (jest.config.js) must make
  // a step slower, never a failure.
  context.setDefaultTimeout(30_000);
  watchConsole(context);
  const page = await context.newPage();
  return { context, page };
}

// ---------------------------------------------------------------- console gate (issue 14)
//
// Every test fails when the console, during it, logs an error or a warning in the browser's
// console, throws an uncaught error (or leaves a promise rejection unhandled), or fails to load
// one of its resources (a 4xx/5xx answer is logged by Chromium as « Failed to load resource »).
// Only the console's own pages count (BASE_URL's origin): the Auth emulator's sign-in widget,
// opened in a popup for Google sign-in, is not our code.

const CONSOLE_ORIGIN = new URL(BASE_URL).origin;
/** Where a test leaves site data: the console, and the Auth emulator's sign-in widget (Google sign-in). */
const SITE_ORIGINS = [CONSOLE_ORIGIN, new URL(AUTH_EMULATOR_URL).origin];

/**
 * Messages proven to come from outside our code, heard on our pages anyway. Each entry says where
 * it comes from. Keep it empty when possible; a test that provokes a failure on purpose declares
 * it with `expectConsoleProblems` instead.
 */
const OUTSIDE_OUR_CODE: RegExp[] = [
  // The Firestore SDK's own log when the emulator takes over 10 s to answer the live feed's
  // listener (a loaded 2-core machine: seen once in a whole run, 2 Dec 2026). The console shows
  // its own notice then and catches up (docs/live.md « A lost connection »); nothing of ours failed.
  /^console\.error: .*@firebase\/firestore: Firestore \([\d.]+\): Could not reach Cloud Firestore backend\. Backend didn't respond within 10 seconds\./,
];

type ConsoleWatch = { problems: string[]; expected: RegExp[] };
const watches = new WeakMap<BrowserContext, ConsoleWatch>();

const isOurs = (page: Page | null) => page !== null && page.url().startsWith(CONSOLE_ORIGIN);

function describeMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.${message.type()}: ${message.text()}${url ? ` (${url}${lineNumber ? `:${lineNumber}` : ""})` : ""}`;
}

function watchConsole(context: BrowserContext): void {
  const watch: ConsoleWatch = { problems: [], expected: [] };
  watches.set(context, watch);
  context.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && isOurs(message.page())) {
      watch.problems.push(describeMessage(message));
    }
  });
  context.on("weberror", (webError) => {
    if (isOurs(webError.page())) watch.problems.push(`uncaught: ${webError.error().stack ?? webError.error().message}`);
  });
  context.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    // Requests the page gave up (navigation, unmount, a closed context) are no failed load.
    if (failure.includes("ERR_ABORTED") || !request.url().startsWith(CONSOLE_ORIGIN)) return;
    watch.problems.push(`failed load: ${request.url()} (${failure})`);
  });
}

/**
 * Serves the stand-in for Google's api.js (gapiShim.ts) to `context`, for the tests that sign in
 * with Google through the Auth emulator's popup: the one script that flow needs from the internet.
 */
export async function serveGoogleSignIn(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) => route.fulfill({ contentType: "text/javascript", body: GAPI_SHIM }));
}

/** The Auth emulator's 400 to a wrong password or an unknown e-mail, which Chromium logs. */
export const SIGN_IN_REFUSED = new RegExp(
  `status of 400 \\(Bad Request\\) \\(${literally(AUTH_EMULATOR_URL)}/identitytoolkit\\.googleapis\\.com/v1/accounts:signInWithPassword\\b`,
);

/**
 * Declares the console problems this test provokes on purpose (e.g. a 403 answered to a client
 * who signs in, a 503 an upload is made to meet): messages matching one of `patterns` do not fail
 * it. Declare the narrowest pattern that matches.
 */
export function expectConsoleProblems(page: Page, ...patterns: RegExp[]): void {
  const watch = watches.get(page.context());
  if (!watch) throw new Error("expectConsoleProblems: this page was not opened by newPage");
  watch.expected.push(...patterns);
}

/** Throws, listing them, when the context heard unexpected problems since the last check. */
function assertConsoleClean(context: BrowserContext): void {
  const watch = watches.get(context);
  if (!watch) return;
  const allowed = [...OUTSIDE_OUR_CODE, ...watch.expected];
  const unexpected = watch.problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
  watch.problems = [];
  watch.expected = [];
  if (unexpected.length > 0) {
    throw new Error(`The browser's console was not clean during this test:\n${unexpected.map((p) => `  - ${p}`).join("\n")}`);
  }
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

/** The main navigation, there once the shell shows a signed-in administrator. */
const mainNavigation = (page: Page) => page.getByRole("navigation", { name: "Navigation principale" });

/**
 * Signs the demo admin in through the login form, from `path` (sent to /login first when it is
 * another screen), and waits for the shell. For the tests about signing in; the others take
 * loginAsAdmin, which does this once per file.
 */
export async function signInThroughForm(page: Page, path = "/login"): Promise<void> {
  await page.goto(path);
  await waitForPath(page, "/login");
  await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await mainNavigation(page).waitFor();
}

/**
 * The demo administrator's session as Firebase Auth keeps it in the browser (its IndexedDB), taken
 * from this test file's first sign-in (jest loads this module once per file). Each sign-in through
 * the form costs two page loads and a login record (2.4 s a test alone, 3.5 s with both e2e
 * halves running, measured 29 Nov 2026): a test that is not about signing in needs the session,
 * not the form.
 */
let adminSession: SessionRecords | undefined;

/**
 * The demo admin, signed in, on `path` ("/login" stands for where a sign-in lands: the dashboard),
 * once the shell shows. The file's first call signs in through the form and keeps the session;
 * the next ones write it into their page's site data and open `path` directly, as an
 * administrator coming back to the console does.
 */
export async function loginAsAdmin(page: Page, path = "/login"): Promise<void> {
  if (!adminSession) {
    await signInThroughForm(page, path);
    // The sign-in returns to the whole location asked for, query string included (GuestOnly's
    // `from`, client/src/app/guards.tsx): nothing to open again.
    adminSession = await readSession(page);
    return;
  }
  await restoreSession(page, BASE_URL, adminSession);
  await page.goto(path === "/login" ? "/" : path);
  await mainNavigation(page).waitFor();
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
 * One Chromium per test file and, for each test, a context with nothing of the tests before it:
 * registers the jest hooks and returns the function that opens a page. A test's first page is in
 * the file's context of the test before, its site data wiped (e2e/support/reusedContext.ts: the
 * console's scripts stay in its HTTP cache); any other page it opens, in a fresh context of its
 * own (two operators side by side). A context a test changed for good is closed after it.
 */
export function browserPerFile(): (viewport?: Viewport) => Promise<Page> {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let handedOn: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const closing = contexts;
    contexts = [];
    // A test that opened no page leaves the context handed on to it for the next.
    handedOn = closing.find(canBeReused) ?? handedOn;
    try {
      for (const context of closing) assertConsoleClean(context);
    } finally {
      // The one handed on keeps no page running (polls, the change feed's listener) until the next test.
      await Promise.all(closing.map((context) => (context === handedOn ? closePages(context) : context.close())));
    }
  });
  return async (viewport = DEFAULT_VIEWPORT) => {
    if (!browser) throw new Error("browserPerFile: the browser is not launched yet");
    if (handedOn) {
      const context = handedOn;
      handedOn = undefined;
      contexts.push(context);
      const page = await pageWithSiteDataWiped(context, SITE_ORIGINS);
      await page.setViewportSize(viewport);
      return page;
    }
    const fresh = await newPage(browser, viewport);
    if (!contexts.some(canBeReused)) offerForReuse(fresh.context);
    contexts.push(fresh.context);
    return fresh.page;
  };
}

/**
 * Opens a page with `open` (a browserPerFile opener) and signs the demo administrator in, on
 * `path` (the dashboard by default). Open the screen under test directly: a dashboard loaded only
 * to be left costs a lane about as much as the screen itself.
 */
export function signedInOpener(open: (viewport?: Viewport) => Promise<Page>): (path?: string) => Promise<Page> {
  return async (path = "/login") => {
    const page = await open();
    await loginAsAdmin(page, path);
    return page;
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
  afterEach(() => {
    if (page) assertConsoleClean(page.context());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!page) throw new Error("pagePerFile: the browser is not launched yet");
    return page;
  };
}

/**
 * Clicks `target` as an operator would once the notifications let them: a toast lying over it
 * (bottom-end, ui/notify.ts) is waited out first. A success toast leaves after 5 s, but Zag holds
 * every toast while the pointer is over it, so clicking through one would keep it there: the
 * pointer is moved off first, then the click waits for the spot to be clear.
 */
export async function clickClearOfToasts(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  await page.mouse.move(0, 0);
  const element = await target.elementHandle();
  await page.waitForFunction(
    (el) => {
      const box = (el as Element).getBoundingClientRect();
      return !Array.from(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).some((toast) => {
        const t = toast.getBoundingClientRect();
        return t.width > 0 && t.left < box.right && t.right > box.left && t.top < box.bottom && t.bottom > box.top;
      });
    },
    element,
    { timeout: 20_000 },
  );
  await target.click();
}
