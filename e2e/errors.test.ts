/**
 * Errors an administrator can read and act on (issue 25, points 6, 7, 11): a failing API shows
 * French text only, in one error state whose « Réessayer » works once the API is back; error
 * toasts neither pile up nor cover the header, the page's « Réessayer » or « Exporter CSV »;
 * routine load toasts do not light the bell; a missing record says what is missing with the way
 * back; a failed mail of the send log explains its cause in French.
 */
import type { Locator, Page, Route } from "playwright-core";
import { browserPerFile, DEMO_ADMIN, expectConsoleProblems, loginAsAdmin, waitForPath, type Viewport } from "./support/browser";
import { clearMemberNotifications, demoOrderAndCustomer } from "./support/firebaseAdmin";
import { until } from "./support/catalogueScreen";
import { failedMailId } from "./support/mailbox";

jest.setTimeout(240_000);

const openPage = browserPerFile();

const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

/** What the operator saw before: the browser's, Apollo's and the SMTP library's own words. */
const TECHNICAL_WORDS = ["Failed", "fetch", "status code", "Response", "ECONNREFUSED", "Error"];

type Failure = "500" | "network" | "busy" | "html" | "unknown";

/** How the API fails: a server fault, no answer at all, an overload, a proxy's page, an unexpected GraphQL error. */
function fail(route: Route, failure: Failure) {
  switch (failure) {
    case "500":
      return route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    case "network":
      return route.abort("failed");
    case "busy":
      return route.fulfill({ status: 429, contentType: "text/plain", body: "Too Many Requests" });
    case "html":
      return route.fulfill({ status: 200, contentType: "text/html", body: "<html><body>Bad Gateway</body></html>" });
    case "unknown":
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ errors: [{ message: "Response not successful: Error", extensions: { code: "SOMETHING_ELSE" } }] }),
      });
  }
}

/** The console problems a failing API causes on purpose: Chromium's logs and the console's cause log. */
function expectApiFailures(page: Page) {
  expectConsoleProblems(
    page,
    /Failed to load resource: the server responded with a status of (500|429)/,
    /^failed load: http:\/\/127\.0\.0\.1:\d+\/graphql \(net::ERR_FAILED\)$/,
    /^console\.error: Failed to load resource: net::ERR_FAILED \(http:\/\/127\.0\.0\.1:\d+\/graphql\)$/,
    /^console\.error: API call failed \(shown to the admin/,
  );
}

/**
 * Fails every GraphQL call but the session check (a page load stays signed in, app/auth) as
 * `failures` says: an operation's first call the first way, its second call the second way… (the
 * last one repeats). `failed()` counts the failed calls,
 * `restore()` brings the API back.
 */
async function breakApi(page: Page, ...failures: Failure[]): Promise<{ failed: () => number; restore: () => Promise<void> }> {
  let calls = 0;
  const callsOf = new Map<string, number>();
  const handler = (route: Route) => {
    const operation: string = route.request().postDataJSON()?.operationName ?? "";
    if (operation === "RecordLogin") return route.fallback();
    // Each operation meets the failures in turn: a list retried five times meets all five.
    const nth = callsOf.get(operation) ?? 0;
    callsOf.set(operation, nth + 1);
    calls += 1;
    return fail(route, failures[Math.min(nth, failures.length - 1)] ?? "500");
  };
  expectApiFailures(page);
  await page.route("**/graphql", handler);
  return { failed: () => calls, restore: () => page.unroute("**/graphql", handler) };
}

/** Clicks the page's « Réessayer » and waits until the API was called, and failed, again. */
async function retryAndFail(page: Page, api: { failed: () => number }) {
  const before = api.failed();
  await retryButton(page).click();
  await until("« Réessayer » calls the API again", async () => api.failed() > before);
  await retryButton(page).waitFor();
}

async function expectFrenchOnly(page: Page) {
  const text = await page.locator("body").innerText();
  for (const word of TECHNICAL_WORDS) expect({ word, shown: text.includes(word) }).toEqual({ word, shown: false });
}

/** Signs in (on a desktop: the phone's menu hides the navigation loginAsAdmin waits for), then takes `viewport`. */
async function signedIn(viewport: Viewport): Promise<Page> {
  const page = await openPage(DESKTOP);
  await loginAsAdmin(page);
  await page.setViewportSize(viewport);
  return page;
}

const retryButton = (page: Page) => page.getByRole("main").getByRole("button", { name: "Réessayer" });
const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');

/** The three kinds of screen: a list, a detail page, the creations grid; and what shows once loaded. */
async function screens(): Promise<{ path: string; loaded: (page: Page) => Locator }[]> {
  const { orderId } = await demoOrderAndCustomer();
  return [
    { path: "/orders", loaded: (page) => page.getByRole("main").getByRole("table").getByRole("row").nth(1) },
    { path: `/orders/${orderId}`, loaded: (page) => page.getByText("Historique des statuts", { exact: true }) },
    { path: "/creations", loaded: (page) => page.locator("[data-creation-id]").first() },
  ];
}

describe.each([
  ["une erreur du serveur (500)", "500"],
  ["une panne du réseau", "network"],
] as const)("%s", (_label, failure) => {
  it("montre du français seulement, dans l'état d'erreur avec « Réessayer », qui marche une fois l'API revenue", async () => {
    const page = await openPage(DESKTOP);
    await loginAsAdmin(page);
    for (const { path, loaded } of await screens()) {
      const { restore } = await breakApi(page, failure);
      await page.goto(path);
      await retryButton(page).waitFor();
      await page
        .getByRole("main")
        .getByRole("alert")
        .getByText(/réessayez/i)
        .waitFor();
      await expect(page.getByRole("main").getByText("Chargement…").count()).resolves.toBe(0);
      await expectFrenchOnly(page);

      await restore();
      await retryButton(page).click();
      await loaded(page).waitFor();
      await retryButton(page).waitFor({ state: "detached" });
    }
  });
});

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator}`);
  return box;
}

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
] as const)("toasts à %s px", (_label, viewport) => {
  it("cinq échecs différents : trois toasts au plus, jamais sur l'en-tête, « Réessayer » ni « Exporter CSV »", async () => {
    const page = await signedIn(viewport);
    const api = await breakApi(page, "500", "network", "busy", "html", "unknown");
    await page.goto("/orders");
    await retryButton(page).waitFor();
    for (let failures = 1; failures < 5; failures++) await retryAndFail(page, api);
    // Five different messages were asked for; errors stay until removed, so the cap is what holds.
    await toasts(page).nth(2).waitFor();
    expect(await toasts(page).count()).toBeLessThanOrEqual(3);

    const header = page.locator("header").filter({ visible: true }).first(); // the shell's, or the phone's bar
    const guarded = [
      { name: "l'en-tête", box: await boxOf(header) },
      { name: "le titre", box: await boxOf(page.getByRole("heading", { level: 1 })) },
      { name: "« Réessayer »", box: await boxOf(retryButton(page)) },
      { name: "« Exporter CSV »", box: await boxOf(page.getByRole("button", { name: "Exporter CSV" })) },
    ];
    for (const toast of await toasts(page).all()) {
      const box = await boxOf(toast);
      for (const { name, box: other } of guarded) expect({ name, covered: overlap(box, other) }).toEqual({ name, covered: false });
    }

    // The bell's list neither.
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const centre = page.getByRole("dialog", { name: "Notifications" });
    await centre.waitFor();
    const popover = await boxOf(centre);
    for (const toast of await toasts(page).all()) expect(overlap(await boxOf(toast), popover)).toBe(false);
  });

  it("un toast d'erreur qui reste ne couvre jamais le pied d'un tiroir ouvert : « Enregistrer » reste cliquable", async () => {
    const page = await signedIn(viewport);
    // Only the list under the drawer fails: its error toast stays while the new post's drawer is open.
    expectApiFailures(page);
    await page.route("**/graphql", (route) => (route.request().postDataJSON()?.operationName === "BlogPosts" ? fail(route, "500") : route.fallback()));
    await page.goto("/blog/new");
    const drawer = page.getByRole("dialog", { name: "Nouvel article" });
    const save = drawer.getByRole("button", { name: "Enregistrer" });
    await save.waitFor();
    await toasts(page).filter({ hasText: "Erreur de chargement" }).waitFor();
    // The toasts rise (animated) once the drawer's footer is measured: wait until the button is what
    // its centre hits and no toast's box meets it any more — a toast that stayed over it fails here.
    const clear = async () => {
      const hit = await save.evaluate((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        return document.elementFromPoint(x + width / 2, y + height / 2)?.closest("button") === button;
      });
      if (!hit) return false;
      const button = await boxOf(save);
      for (const toast of await toasts(page).all()) if (overlap(await boxOf(toast), button)) return false;
      return true;
    };
    await until("« Enregistrer » clear of every toast", clear);
    // And it stays so: the operator's click lands on it (a trial click fails on anything drawn over it).
    await save.click({ trial: true, timeout: 5_000 });
  });

  it("un même échec répété ne fait qu'un toast, qui les compte", async () => {
    const page = await signedIn(viewport);
    const api = await breakApi(page, "network");
    await page.goto("/orders");
    await retryButton(page).waitFor();
    for (let failures = 1; failures < 5; failures++) await retryAndFail(page, api);
    const errors = toasts(page).filter({ hasText: "Erreur de chargement" });
    await errors.getByText(/^×[2-5]$/).waitFor();
    expect(await errors.count()).toBe(1);
  });
});

describe("cloche et fiches absentes", () => {
  it("après la connexion, la cloche ne signale rien : « Données chargées » n'est pas une notification à lire", async () => {
    // Told of nothing by the shop (earlier files' storefront writes): the bell counts this session alone.
    await clearMemberNotifications(DEMO_ADMIN.email);
    const page = await openPage(DESKTOP);
    await loginAsAdmin(page);
    await page.getByText("Données chargées", { exact: true }).first().waitFor();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    // Still listed in the centre, already read.
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await page.getByRole("dialog", { name: "Notifications" }).getByText("Données chargées").waitFor();
  });

  it.each([
    ["/orders/unknownId123", "Commande introuvable", "Retour aux commandes", "/orders"],
    ["/users/unknownId123", "Utilisateur introuvable", "Retour aux utilisateurs", "/users"],
  ])("%s dit ce qui manque et ramène à la liste", async (path, missing, back, list) => {
    const page = await openPage(DESKTOP);
    await loginAsAdmin(page);
    await page.goto(path);
    await page.getByRole("heading", { name: missing }).waitFor();
    expect(await page.getByText("Aucun résultat").count()).toBe(0);
    await page.getByRole("main").getByRole("link", { name: back }).click();
    await waitForPath(page, list);
    await page.getByRole("main").getByRole("table").getByRole("row").nth(1).waitFor();
  });
});

describe("journal d'envoi", () => {
  it("explique en français l'échec d'un envoi ; l'erreur technique reste dans « Détail technique »", async () => {
    const id = await failedMailId("connect ECONNREFUSED 127.0.0.1:1025");
    const page = await openPage(DESKTOP);
    await loginAsAdmin(page);
    await page.goto(`/emails?tab=journal&mail=${id}`);
    const dialog = page.getByRole("dialog");
    await dialog
      .getByTestId("mail-error")
      .getByText(/^Le serveur d’envoi est injoignable\./)
      .waitFor();
    expect(await dialog.getByText("ECONNREFUSED").isVisible()).toBe(false);
    await dialog.getByText("Détail technique").click();
    await dialog.getByText("connect ECONNREFUSED 127.0.0.1:1025").waitFor();
  });
});
