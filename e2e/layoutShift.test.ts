// Screens that do not jump: with the API slowed down (so every loading state is painted), the
// layout shift of each screen from navigation to loaded stays under MAX_LAYOUT_SHIFT.
import type { Page } from "playwright-core";
import { loginAsAdmin, pagePerFile, waitForTitle } from "./support/browser";
import { layoutShiftSinceLoad, MAX_LAYOUT_SHIFT, slowDownApi, waitUntilLoaded } from "./support/layoutShift";
import { shellScreens } from "./support/screens";

jest.setTimeout(30_000);

const currentPage = pagePerFile();
let page: Page;
let inFlight: () => number;
const measured: string[] = [];

beforeAll(async () => {
  page = currentPage();
  inFlight = await slowDownApi(page.context());
  await loginAsAdmin(page);
}, 60_000);

afterAll(() => {
  // The figures themselves, for the record (docs/audit.md has Lighthouse's).
  console.log(`layout shift from navigation to loaded, API delayed:\n${measured.join("\n")}`);
});

async function expectSteadyLoad(route: string, path: string, title: string): Promise<void> {
  await page.goto(path);
  await waitForTitle(page, `${title} - Admin`);
  await waitUntilLoaded(page, inFlight);
  const shift = await layoutShiftSinceLoad(page);
  measured.push(`${route.padEnd(22)} ${shift.value.toFixed(4)}`);
  if (shift.value >= MAX_LAYOUT_SHIFT) {
    throw new Error(`${route} shifted by ${shift.value.toFixed(4)} (max ${MAX_LAYOUT_SHIFT}):\n${shift.sources.join("\n")}`);
  }
}

describe("chaque écran garde sa place pendant le chargement", () => {
  let screens: Array<[string, string]> = [];
  beforeAll(async () => {
    screens = await shellScreens();
  });

  it.each([
    "/",
    "/orders",
    "/orders/{id}",
    "/users",
    "/users/{id}",
    "/creations",
    "/finances",
    "/settings",
    "/ai-prompts",
    "/text-to-image",
    "/impression",
    "/emails",
    "/feedback",
    "/contact-messages",
    "/media",
    "/static-pages",
    "/blog",
    "/delivery-methods",
  ])("%s", async (route) => {
    const index = route.endsWith("{id}") ? screens.findIndex(([p]) => p.startsWith(route.replace("{id}", ""))) : screens.findIndex(([p]) => p === route);
    const [path, title] = screens[index]!;
    await expectSteadyLoad(route, path, title);
  });

  // The catalogue drawers open with their route: the list loads under them.
  it.each([
    ["/delivery-methods/{id}", "/delivery-methods/colissimo", "Modes de Livraison"],
    ["/text-to-image/new", "/text-to-image/new", "Styles texte-vers-image"],
    ["/impression/{id}", "/impression/tshirt-bio", "Gestion Impression"],
    ["/ai-prompts/{id}", "/ai-prompts/portrait-peint", "Prompts IA"],
    // The inboxes' drawers open with their route too.
    ["/feedback/{id}", "/feedback/feedback-014", "Gestion des Feedbacks"],
    ["/contact-messages/{id}", "/contact-messages/contact-018", "Messages de Contact"],
    ["/static-pages/{id}", "/static-pages/page-mentions-legales", "Pages Statiques"],
    ["/blog/{id}", "/blog/post-02", "Gestion du Blog"],
    ["/emails?template={name}", "/emails?template=order-shipped", "Gestion des Emails"],
    ["/emails?tab=journal&mail={id}", "/emails?tab=journal&mail=mail-060", "Gestion des Emails"],
  ])("%s", async (route, path, title) => {
    await expectSteadyLoad(route, path, title);
    await page.getByRole("dialog").getByRole("button", { name: /^(Annuler|Fermer)$/ }).first().click();
  });

  // The media library's details panel opens with its URL (?file=…): the library loads under it.
  it("/media?file={path}", async () => {
    await expectSteadyLoad("/media?file={path}", "/media?file=media/affiches/affiche-noel.png", "Media Library");
    await page.getByRole("dialog").getByRole("button", { name: "Fermer" }).click();
  });

  it("/login", async () => {
    // Signing out through the console leaves the shell; the login page is then measured on its own load.
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.goto("/login");
    await waitForTitle(page, "Connexion - Admin");
    await page.getByRole("button", { name: "Se connecter", exact: true }).waitFor();
    await page.waitForTimeout(500);
    const shift = await layoutShiftSinceLoad(page);
    measured.push(`${"/login".padEnd(22)} ${shift.value.toFixed(4)}`);
    expect(shift.value).toBeLessThan(MAX_LAYOUT_SHIFT);
  });
});
