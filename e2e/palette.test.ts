// The Ctrl+K palette, the « ? » shortcuts and the notification centre (docs/palette.md).
import type { Page } from "playwright-core";
import { browserPerFile, expectConsoleProblems, loginAsAdmin, submitLogin, DEMO_ADMIN, waitForPath } from "./support/browser";
import { clearMemberNotifications, demoOrderAndCustomer } from "./support/firebaseAdmin";

jest.setTimeout(120_000);

const openPage = browserPerFile();

const palette = (page: Page) => page.getByRole("dialog", { name: "Palette de commandes" });

/** Ctrl+K, then the text; returns the palette once the option named `expected` is the one Enter would open. */
async function search(page: Page, text: string, expected: RegExp) {
  await page.keyboard.press("Control+k");
  const dialog = palette(page);
  await dialog.getByRole("combobox").fill(text);
  await dialog.getByRole("option", { name: expected, selected: true }).waitFor();
  return dialog;
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
/** The bell's popover. */
const centre = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

describe("palette de commandes", () => {
  it("Ctrl+K : une partie d'e-mail ouvre le client, un numéro court la commande, et les actions leurs fenêtres", async () => {
    const { orderId } = await demoOrderAndCustomer();
    const shortId = orderId.slice(0, 6).toUpperCase();
    const page = await openPage();
    await loginAsAdmin(page);

    await search(page, "client@atel", /client@atelier\.test/);
    await page.keyboard.press("Enter");
    await waitForPath(page, "/users/demo-client");
    await page.getByTestId("user-credits").waitFor();
    await palette(page).waitFor({ state: "hidden" });

    await search(page, shortId.toLowerCase(), new RegExp(`^Commande #${shortId}`));
    await page.keyboard.press("Enter");
    await waitForPath(page, `/orders/${orderId}`);
    await page.getByRole("heading", { level: 1, name: `Commande ${shortId}` }).waitFor();

    // « Changer le statut de la commande #… » opens the page's status menu (through ?dialog=status, consumed).
    const dialog = await search(page, `#${shortId}`, new RegExp(`^Commande #${shortId}`));
    await dialog.getByRole("option", { name: `Changer le statut de la commande #${shortId}` }).click();
    const choice = page.getByRole("menuitem").first();
    await choice.waitFor();
    await page.waitForURL((url) => !url.searchParams.has("dialog"));
    await page.keyboard.press("Escape");
    await choice.waitFor({ state: "hidden" });

    // Empty, the palette starts with the recent items, the last choice first; « Ajouter des crédits à … » opens the credits dialog.
    await page.keyboard.press("Control+k");
    const recent = palette(page).getByRole("group", { name: "Récents" }).getByRole("option");
    expect((await recent.allInnerTexts()).map((t) => t.split("\n")[0])).toEqual([
      `Changer le statut de la commande #${shortId}`,
      `Commande #${shortId}`,
      expect.any(String),
    ]);
    await palette(page).getByRole("combobox").fill("client@atelier.test");
    await palette(page)
      .getByRole("option", { name: /^Ajouter des crédits à / })
      .click();
    await waitForPath(page, "/users/demo-client");
    await page.getByRole("dialog").getByLabel("Nombre de crédits").waitFor();
    expect(new URL(page.url()).searchParams.get("dialog")).toBe("credits");
  });

  it("la première fois, les touches tapées juste après Ctrl+K, pendant que la palette se charge, sont toutes gardées", async () => {
    const page = await openPage();
    await loginAsAdmin(page);
    // A fresh context (nothing cached): the first Ctrl+K fetches the palette's chunk. Held until
    // the word is typed, so that every key comes before the palette's field exists.
    let typed!: () => void;
    const done = new Promise<void>((resolve) => (typed = resolve));
    let held!: () => void;
    const requested = new Promise<void>((resolve) => (held = resolve));
    await page.route("**/assets/**", async (route) => {
      held();
      await done;
      await route.continue();
    });
    await page.keyboard.press("Control+k");
    await page.keyboard.type("bonnet");
    typed();
    await requested;
    const input = palette(page).getByRole("combobox");
    await input.waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.getAttribute("role") === "combobox");
    expect(await input.inputValue()).toBe("bonnet");
    // Typing goes on in the field, after the keys kept.
    await page.keyboard.type("s");
    expect(await input.inputValue()).toBe("bonnets");
  });

  it("« ? » hors d'un champ liste les raccourcis ; un écran s'ouvre au clavier seul", async () => {
    const page = await openPage();
    await loginAsAdmin(page);
    await page.keyboard.press("?");
    const shortcuts = page.getByRole("dialog", { name: "Raccourcis clavier" });
    await shortcuts.getByRole("table", { name: "Partout" }).getByText("Ctrl K").waitFor();
    await page.keyboard.press("Escape");
    await shortcuts.waitFor({ state: "hidden" });

    // Ctrl+K, a few letters of a screen, arrows and Enter.
    await search(page, "imagetoimage", /^ImageToImage/);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await waitForPath(page, "/ai-prompts");
    // Typed in a text field, « ? » is text.
    await page.keyboard.press("Control+k");
    const input = palette(page).getByRole("combobox");
    await input.pressSequentially("?");
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === "?");
    expect(await shortcuts.count()).toBe(0);
  });
});

describe("centre de notifications", () => {
  it("garde les toasts de la session : lire, supprimer, tout marquer comme lu, tout effacer ; la déconnexion les efface", async () => {
    // Told of nothing by the shop (earlier files' storefront writes): the bell counts this session alone.
    await clearMemberNotifications(DEMO_ADMIN.email);
    const page = await openPage();
    await loginAsAdmin(page);
    // « Données chargées » is kept, already read: only what needs the admin's eye counts (issue 25).
    await page.getByText("Données chargées").first().waitFor();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    // Two failed loads of the users (a server error, then no answer: two different messages, so
    // two notifications): errors, unread until the admin reads them.
    const failures = ["500", "abort"];
    await page.route("**/graphql", (route) => {
      if (failures.length === 0 || route.request().postDataJSON()?.operationName !== "UserList") return route.fallback();
      return failures.shift() === "500" ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }) : route.abort();
    });
    expectConsoleProblems(page, /Failed to load resource/, /^failed load: .*\/graphql \(net::ERR_FAILED\)/, /^console\.error: API call failed/);
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Utilisateurs" }).click();
    await page.getByRole("button", { name: "Notifications, 1 non lue" }).waitFor();
    await page.getByRole("main").getByRole("button", { name: "Réessayer" }).click();
    await page.getByRole("button", { name: "Notifications, 2 non lues" }).waitFor();
    await page.getByRole("main").getByRole("button", { name: "Réessayer" }).click();
    await page.getByText("Utilisateurs chargés").first().waitFor();

    await bell(page).click();
    const items = centre(page).getByRole("listitem");
    const titles = centre(page).getByTestId("notification-title");
    await titles.nth(3).waitFor();
    expect(await titles.allInnerTexts()).toEqual(["Utilisateurs chargés", "Erreur de chargement", "Erreur de chargement", "Données chargées"]);
    await items
      .first()
      .getByText(/^(maintenant|il y a \d+ secondes?)$/)
      .waitFor();

    await centre(page).getByRole("button", { name: "Marquer comme lue\u00a0: Erreur de chargement" }).first().click();
    await page.getByRole("button", { name: "Notifications, 1 non lue" }).waitFor();
    const remove = centre(page).getByRole("button", { name: "Supprimer\u00a0: Données chargées" });
    await remove.click();
    await remove.waitFor({ state: "detached" });
    expect(await titles.allInnerTexts()).toEqual(["Utilisateurs chargés", "Erreur de chargement", "Erreur de chargement"]);
    // The last unread one, read by « Tout marquer comme lu ».
    await centre(page).getByRole("button", { name: "Tout marquer comme lu" }).click();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    await centre(page).getByRole("button", { name: "Tout effacer" }).click();
    await centre(page).getByText("Aucune notification").waitFor();
    await page.keyboard.press("Escape");

    // A new toast, then sign-out and sign-in: the new session starts with none of the old ones.
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Commandes" }).click();
    await page.getByText("Commandes chargées").first().waitFor();
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await waitForPath(page, "/login");
    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByText("Données chargées").first().waitFor();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    await bell(page).click();
    await titles.first().waitFor();
    expect(await titles.allInnerTexts()).toEqual(["Données chargées"]);
  });
});
