// axe-core on every screen and dialog of the console: no WCAG 2.1 A/AA violation, and a visible
// focus on everything the keyboard reaches. One signed-in page for the whole file.
import type { Locator, Page } from "playwright-core";
import { animationsSettled, expectNoAxeViolations } from "./support/a11y";
import { DEMO_ADMIN, expectConsoleProblems, loginAsAdmin, loginAlertText, pagePerFile, SIGN_IN_REFUSED, submitLogin, waitForTitle } from "./support/browser";
import { demoOrderAndCustomer } from "./support/firebaseAdmin";
import { loadingStatesGone } from "./support/layoutShift";

jest.setTimeout(120_000);

const currentPage = pagePerFile();
let page: Page;

/** Waits until the screen's data is there: no skeleton, spinner or busy table left. */
async function screenLoaded(title: string): Promise<void> {
  await waitForTitle(page, `${title} - Admin`);
  // includeHidden: a dialog opened with the page's route (a catalogue drawer) hides the page from the accessibility tree.
  await page.getByRole("heading", { level: 1, includeHidden: true }).first().waitFor();
  await loadingStatesGone(page);
  await animationsSettled(page);
}

/** Opens a dialog, checks it with axe, and closes it with its 'Annuler' or 'Fermer' button. */
async function checkDialog(open: () => Promise<void>, where: string, role: "dialog" | "alertdialog" = "dialog"): Promise<void> {
  await open();
  const dialog = page.getByRole(role);
  await dialog.waitFor();
  await animationsSettled(page);
  await expectNoAxeViolations(page, where);
  await closeDialog(dialog);
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog
    .getByRole("button", { name: /^(Annuler|Fermer)$/ })
    .first()
    .click();
  await dialog.waitFor({ state: "hidden" });
}

beforeAll(() => {
  page = currentPage();
});

describe("la page de connexion", () => {
  it("n'a aucune violation WCAG 2.1 A/AA, formulaire vide puis avec une erreur", async () => {
    await page.goto("/login");
    await waitForTitle(page, "Connexion - Admin");
    await animationsSettled(page);
    await expectNoAxeViolations(page, "/login");
    expectConsoleProblems(page, SIGN_IN_REFUSED);
    await submitLogin(page, DEMO_ADMIN.email, "pas-le-bon");
    await loginAlertText(page);
    await animationsSettled(page);
    await expectNoAxeViolations(page, "/login (mot de passe incorrect)");
  });
});

describe("connecté", () => {
  beforeAll(async () => {
    await loginAsAdmin(page);
  });

  // Every screen, and every drawer that opens with its route, is checked by axe on the one visit
  // e2e/layoutShift.test.ts makes to it. Here: what only a click or a key opens.

  it("les fenêtres de la fiche utilisateur : crédits, points fidélité, blocage, droits administrateur", async () => {
    const { userId } = await demoOrderAndCustomer();
    await page.goto(`/users/${userId}`);
    await screenLoaded("Détail de l’utilisateur");
    await checkDialog(() => page.getByRole("button", { name: "Modifier les crédits" }).click(), "modale des crédits");
    await checkDialog(() => page.getByRole("button", { name: "Modifier les points fidélité" }).click(), "modale des points fidélité");
    await checkDialog(() => page.getByRole("button", { name: /^(Bloquer|Débloquer)$/ }).click(), "confirmation du blocage", "alertdialog");
    await checkDialog(
      () => page.getByRole("button", { name: /^(Nommer administrateur|Retirer les droits administrateur)$/ }).click(),
      "confirmation des droits administrateur",
      "alertdialog",
    );
  });

  it("le menu et la confirmation du changement de statut d'une commande", async () => {
    const { orderId } = await demoOrderAndCustomer();
    await page.goto(`/orders/${orderId}`);
    await screenLoaded("Détail de la commande");
    await page.getByRole("button", { name: "Changer le statut" }).click();
    const firstChoice = page.getByRole("menuitem").first();
    await firstChoice.waitFor();
    await animationsSettled(page);
    await expectNoAxeViolations(page, "menu « Changer le statut »");
    await checkDialog(() => firstChoice.click(), "confirmation du changement de statut", "alertdialog");
  });

  it("le refus et les détails d'une création", async () => {
    await page.goto("/creations");
    await screenLoaded("Modération des Créations");
    // From the keyboard, as the grid announces: R rejects, Espace opens the details.
    const card = page.getByRole("listbox", { name: "Créations" }).getByRole("option").first();
    await card.focus();
    await checkDialog(() => page.keyboard.press("r"), "refus d'une création", "alertdialog");
    await card.focus();
    await checkDialog(() => page.keyboard.press("Space"), "détails d'une création");
  });

  it("les écrans du catalogue : menu d'une ligne, confirmation de suppression", async () => {
    await page.goto("/delivery-methods");
    await screenLoaded("Modes de Livraison");
    await page.getByRole("button", { name: "Actions pour Colissimo à domicile" }).click();
    const deleteItem = page.getByRole("menuitem", { name: "Supprimer" });
    await deleteItem.waitFor();
    await animationsSettled(page);
    await expectNoAxeViolations(page, "menu d'une ligne du catalogue");
    await checkDialog(() => deleteItem.click(), "confirmation de suppression", "alertdialog");
  });

  it("le sélecteur d'images de la médiathèque", async () => {
    await page.goto("/text-to-image/new");
    await screenLoaded("Styles texte-vers-image");
    await page.getByRole("button", { name: "Image d’aperçu\u00a0: choisir une image" }).click();
    const picker = page.getByRole("dialog", { name: "Choisir une image" });
    await picker.getByRole("listbox", { name: "Images de la médiathèque" }).waitFor();
    await animationsSettled(page);
    await expectNoAxeViolations(page, "sélecteur d'images de la médiathèque");
    await closeDialog(picker);
  });

  it("les fenêtres des e-mails : éditeur d'un modèle (aperçu compris), envoi du journal", async () => {
    await page.goto("/emails");
    await screenLoaded("Gestion des Emails");
    await checkDialog(async () => {
      await page
        .getByRole("table", { name: "Modèles d’e-mails" })
        .getByRole("row", { name: /Commande expédiée/ })
        .click();
      await page.getByRole("dialog").getByTestId("preview-subject").waitFor();
    }, "éditeur d'un modèle d'e-mail");
    await page.goto("/emails?tab=journal&state=ERROR");
    await screenLoaded("Gestion des Emails");
    await checkDialog(async () => {
      await page
        .getByRole("table", { name: /^Journal d’envoi/ })
        .getByRole("row")
        .nth(1)
        .click();
      await page.getByRole("dialog").getByTestId("mail-error").waitFor();
    }, "envoi du journal (en échec)");
  }, 180_000);

  it("le panneau de documentation de l'explorateur GraphQL (/api)", async () => {
    await page.goto("/api");
    await screenLoaded("Explorateur GraphQL");
    await page.getByRole("button", { name: "Show Documentation Explorer" }).click();
    await page.locator(".graphiql-doc-explorer").getByText("Query", { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, "documentation du schéma dans /api");
  });

  it("la palette de commandes, les raccourcis clavier et le centre de notifications", async () => {
    await page.goto("/");
    await screenLoaded("Dashboard");
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Palette de commandes" });
    await palette.getByRole("combobox").fill("client@atel");
    await palette.getByRole("option", { name: /client@atelier\.test/, selected: true }).waitFor();
    await animationsSettled(page);
    await expectNoAxeViolations(page, "palette de commandes");
    await page.keyboard.press("Escape");
    await palette.waitFor({ state: "hidden" });
    await checkDialog(() => page.keyboard.press("?"), "raccourcis clavier");
    // The palette's backdrop was still fading out when the shortcuts opened: none is left over the page.
    expect(await page.locator('[data-scope="dialog"][data-part="backdrop"]:visible').count()).toBe(0);
    // The dashboard's « Données chargées » toast has gone by now; the centre keeps it, already read.
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const centre = page.getByRole("dialog", { name: "Notifications" });
    await centre.getByRole("listitem").first().waitFor();
    await animationsSettled(page);
    await expectNoAxeViolations(page, "centre de notifications");
    await page.keyboard.press("Escape");
    await centre.waitFor({ state: "hidden" });
  });

  it("les fenêtres des paramètres : Boutique, Crédits, Modération, TVA, Conservation des données, confirmation du mode maintenance", async () => {
    await page.goto("/settings");
    await screenLoaded("Paramètres");
    await page.locator("#maintenance input[type=checkbox]:not([disabled])").waitFor({ state: "attached" });
    for (const section of ["Boutique", "Crédits", "Modération", "TVA", "Conservation des données"]) {
      await checkDialog(() => page.getByRole("button", { name: `Modifier la section ${section}` }).click(), `paramètres : ${section}`);
    }
    await checkDialog(
      async () => {
        await page.getByRole("checkbox", { name: "Mode maintenance" }).focus();
        await page.keyboard.press("Space");
      },
      "confirmation du mode maintenance",
      "alertdialog",
    );
  }, 180_000);

  it("le tiroir de navigation sur mobile", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto("/");
      await screenLoaded("Dashboard");
      await expectNoAxeViolations(page, "/ sur mobile");
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await page.getByRole("dialog").waitFor();
      await animationsSettled(page);
      await expectNoAxeViolations(page, "tiroir de navigation");
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("au clavier, chaque élément atteint par Tab montre où est le focus", async () => {
    const { orderId, userId } = await demoOrderAndCustomer();
    const screens: Array<[string, string]> = [
      ["/", "Dashboard"],
      ["/orders", "Gestion des Commandes"],
      [`/orders/${orderId}`, "Détail de la commande"],
      ["/users", "Gestion des Utilisateurs"],
      [`/users/${userId}`, "Détail de l’utilisateur"],
      ["/creations", "Modération des Créations"],
      ["/finances", "Suivi Financier"],
      ["/finances/transactions", "Suivi Financier"],
      ["/finances/factures", "Suivi Financier"],
      ["/delivery-methods", "Modes de Livraison"],
      ["/text-to-image", "Styles texte-vers-image"],
      ["/impression", "Gestion Impression"],
      ["/ai-prompts", "Prompts IA"],
    ];
    const unseen: string[] = [];
    for (const [path, title] of screens) {
      await page.goto(path);
      await screenLoaded(title);
      const seen = new Set<string>();
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          // A switch or checkbox is focused on its visually hidden input; the ring is drawn on
          // the control the user sees (Chakra's data-part="control" in the same label).
          const hidden = el instanceof HTMLInputElement && el.getBoundingClientRect().width <= 1;
          const shown = (hidden && el.closest("label")?.querySelector<HTMLElement>('[data-part="control"]')) || el;
          // A list row's link draws its ring around the whole row, on the overlay that stretches it
          // over the row (its ::after, ui/list/RowLink.tsx).
          const drawn = (style: CSSStyleDeclaration) => (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
          const ring = drawn(getComputedStyle(shown)) || (shown.hasAttribute("data-row-link") && drawn(getComputedStyle(shown, "::after")));
          const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
          return { key: `${el.tagName.toLowerCase()} «${name}»`, ring };
        });
        if (!focus || seen.has(focus.key)) continue;
        seen.add(focus.key);
        if (!focus.ring) unseen.push(`${path}: ${focus.key}`);
      }
    }
    expect(unseen).toEqual([]);
  }, 240_000);
});
