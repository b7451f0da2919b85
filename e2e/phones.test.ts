// Issue 25, points 4 and 5: every screen on a phone (390 × 844) without sideways scrolling or
// text drawn over text, the navigation drawer too; on a desktop (1440 × 900) the screens that
// showed it without text cut off, and the sidebar's labels on one line each.
import type { Page } from "playwright-core";
import { PATHS } from "../client/src/app/paths";
import { loginAsAdmin, pagePerFile, waitForTitle } from "./support/browser";
import { SHELL_ROUTE_TITLES } from "./support/expectations";
import { slowDownApi, waitUntilLoaded, type ApiInFlight } from "./support/layoutShift";
import { clippedText, horizontalOverflow, navEntriesOffLine, overlappingText, spillingTables } from "./support/overlaps";
import { shellScreens } from "./support/screens";

jest.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const currentPage = pagePerFile(DESKTOP);
let page: Page;
let inFlight: ApiInFlight;
let screens: Array<[string, string]> = [];

beforeAll(async () => {
  page = currentPage();
  // No delay: only the count of API calls in flight, to know when a screen has all its data.
  inFlight = await slowDownApi(page.context(), 0);
  // Signed in on a desktop, where the sign-in waits for the sidebar; then the phone.
  await loginAsAdmin(page);
  await page.setViewportSize(PHONE);
  screens = await shellScreens();
}, 120_000);

/** The real path of a route of SHELL_ROUTE_TITLES (detail routes on demo records). */
const pathOf = (route: string) => screens[SHELL_ROUTE_TITLES.findIndex(([r]) => r === route)]!;

async function openScreen(route: string): Promise<void> {
  const [path, title] = pathOf(route);
  await page.goto(path);
  await waitForTitle(page, `${title} - Admin`);
  await waitUntilLoaded(page, inFlight);
}

/**
 * Runs `check` with the widest badges the navigation can show: the sidebar's unread counts
 * answered as 1 234 feedbacks (shown « 999+ ») and 999 contact messages, the rest of the API
 * untouched.
 */
async function withWidestUnreadCounts(check: () => Promise<void>): Promise<void> {
  await page.route("**/graphql", async (route) => {
    if (!route.request().postData()?.includes('"operationName":"InboxCounts"')) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { inboxCounts: object } };
    body.data.inboxCounts = { ...body.data.inboxCounts, feedbackUnread: 1234, contactUnread: 999 };
    await route.fulfill({ response, json: body });
  });
  try {
    await check();
  } finally {
    await page.unrouteAll({ behavior: "wait" });
  }
}

/** Everything the layout checks find on the screen as it is now, one line per offence. */
async function phoneLayoutOffences(): Promise<string[]> {
  return [...(await horizontalOverflow(page)), ...(await overlappingText(page)), ...(await spillingTables(page))];
}

describe("sur un téléphone (390 × 844)", () => {
  it.each(SHELL_ROUTE_TITLES.map(([route]) => route))("%s ne défile pas de côté et ne superpose aucun texte", async (route) => {
    await openScreen(route);
    expect(await phoneLayoutOffences()).toEqual([]);
  });

  it("la fiche d'une commande, son menu de statut ouvert", async () => {
    await openScreen(PATHS.order);
    await page.getByRole("button", { name: "Changer le statut" }).click();
    await page.getByRole("menu").waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.keyboard.press("Escape");
  });

  it("la fiche d'un utilisateur, chacun de ses onglets d'activité, la modification des crédits", async () => {
    await openScreen(PATHS.user);
    for (const tab of ["Commandes", "Créations", "Transactions"]) {
      await page.getByRole("tab", { name: tab }).click();
      await waitUntilLoaded(page, inFlight);
      expect({ tab, offences: await phoneLayoutOffences() }).toEqual({ tab, offences: [] });
    }
    await page.getByRole("button", { name: "Modifier les crédits" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect([...(await horizontalOverflow(page)), ...(await overlappingText(page, '[role="dialog"]'))]).toEqual([]);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("le centre de notifications de la cloche et ses préférences", async () => {
    await openScreen(PATHS.dashboard);
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const centre = page.getByRole("dialog", { name: "Notifications" });
    await centre.getByRole("button", { name: "Préférences" }).waitFor();
    expect([...(await horizontalOverflow(page)), ...(await overlappingText(page, '[role="dialog"]'))]).toEqual([]);
    await centre.getByRole("button", { name: "Préférences" }).click();
    const preferences = page.getByRole("dialog", { name: "Préférences de notification" });
    await preferences.getByRole("button", { name: "Annuler" }).waitFor();
    expect([...(await horizontalOverflow(page)), ...(await overlappingText(page, '[role="dialog"][aria-modal="true"]'))]).toEqual([]);
    await preferences.getByRole("button", { name: "Annuler" }).click();
    await preferences.waitFor({ state: "hidden" });
  });

  // On « Messages Contact » (its entry the current one) with the widest badges.
  it("le tiroir de navigation tient dans l'écran, chaque entrée sur une ligne", () =>
    withWidestUnreadCounts(async () => {
      await openScreen("/contact-messages");
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await drawer.waitFor();
      await drawer.getByTestId("nav-badge-contactUnread").waitFor();
      const drawerOverflow = await drawer.evaluate((el) =>
        el.scrollWidth > el.clientWidth ? [`the drawer is ${el.scrollWidth} px wide inside ${el.clientWidth} px`] : [],
      );
      expect([...(await horizontalOverflow(page)), ...drawerOverflow, ...(await navEntriesOffLine(page, '[role="dialog"] nav'))]).toEqual([]);
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "hidden" });
    }));
});

describe("sur un écran de bureau (1440 × 900)", () => {
  beforeAll(async () => {
    await page.setViewportSize(DESKTOP);
  });

  // The screens where text was cut off or drawn over its neighbour (delivery-method names, VAT).
  it.each([PATHS.order, PATHS.user, "/creations", "/finances", PATHS.financesTransactions, PATHS.financesDocuments, "/settings"])(
    "%s ne coupe ni ne superpose aucun texte",
    async (route) => {
      await openScreen(route);
      expect([
        ...(await clippedText(page)),
        ...(await overlappingText(page)),
        ...(await spillingTables(page, "main", false)),
        ...(await horizontalOverflow(page)),
      ]).toEqual([]);
    },
  );

  it("la barre latérale écrit chaque entrée sur une ligne, badges les plus larges compris", () =>
    withWidestUnreadCounts(async () => {
      await openScreen("/contact-messages");
      const nav = page.getByRole("navigation", { name: "Navigation principale" });
      await nav.getByTestId("nav-badge-contactUnread").waitFor();
      expect(await navEntriesOffLine(page)).toEqual([]);
      expect(await nav.getByTestId("nav-badge-feedbackUnread").innerText()).toMatch(/^999\+/);
    }));
});
