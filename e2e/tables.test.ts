/**
 * Lists (issue 25, points 4, 5 and 10): on a phone every list is a column of cards — no sideways
 * scroll, no value drawn over another; rows are real links (Ctrl-click and middle-click open a
 * new tab, the list stays); the arrows move between rows and Entrée opens one; a clicked row shows
 * progress while its detail loads; the /orders tabs do not move when their counts arrive.
 */
import type { Locator, Page } from "playwright-core";
import { animationsSettled, axeReport } from "./support/a11y";
import { loginAsAdmin, pagePerFile, waitForTitle } from "./support/browser";
import { layoutShiftSinceLoad, loadingStatesGone, MAX_LAYOUT_SHIFT, slowDownApi, waitUntilLoaded, type ApiInFlight } from "./support/layoutShift";

jest.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const currentPage = pagePerFile();
let page: Page;

beforeAll(async () => {
  page = currentPage();
  // Signed in on a desktop (the sidebar tells the shell is there), then a phone.
  await loginAsAdmin(page);
  await page.setViewportSize(PHONE);
}, 120_000);

/** Every list screen built on DataTable: its path and the list's accessible name. */
const LIST_SCREENS: Array<[path: string, label: string | RegExp]> = [
  ["/orders", "Commandes"],
  ["/users", "Utilisateurs"],
  ["/feedback", "Feedbacks"],
  ["/contact-messages", "Messages de contact"],
  ["/ai-prompts", "Prompts IA"],
  ["/text-to-image", "Styles texte-vers-image"],
  ["/impression", "Produits"],
  ["/delivery-methods", "Modes de livraison"],
  ["/blog", "Articles"],
  ["/static-pages", "Pages statiques"],
  ["/emails", "Modèles d’e-mails"],
  ["/emails?tab=journal", /^Journal d’envoi/],
];

/** The list (cards) or the table of that name, once its rows have loaded. */
async function loadedList(label: string | RegExp): Promise<Locator> {
  const named = page.locator(typeof label === "string" ? `:is(ul, table)[aria-label="${label}"]` : ":is(ul, table)[aria-label^='Journal']").first();
  await named.waitFor();
  await loadingStatesGone(page);
  return named;
}

/**
 * In the page: the pairs of cells (card fields, card titles, table cells and headers) of one row
 * whose visible text or images overlap. What an element clips (overflow hidden) is not visible.
 */
function overlappingCells(list: Element): string[] {
  const rows = Array.from(list.querySelectorAll(":scope > li, tr"));
  const problems: string[] = [];
  const clipped = (rect: DOMRect, from: Element, row: Element): DOMRect | null => {
    let r = rect;
    for (let el: Element | null = from; el && el !== row.parentElement; el = el.parentElement) {
      if (getComputedStyle(el).overflow === "visible") continue;
      const box = el.getBoundingClientRect();
      const left = Math.max(r.left, box.left),
        top = Math.max(r.top, box.top);
      const right = Math.min(r.right, box.right),
        bottom = Math.min(r.bottom, box.bottom);
      if (right - left < 1 || bottom - top < 1) return null;
      r = new DOMRect(left, top, right - left, bottom - top);
    }
    return r;
  };
  for (const row of rows) {
    const cells = Array.from(row.querySelectorAll(":scope > td, :scope > th, dt, dd, [data-card-title]"));
    const boxes = cells.map((cell) => {
      const found: DOMRect[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const isText = node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "";
        const isImage = node instanceof HTMLImageElement || node instanceof SVGSVGElement;
        if (!isText && !isImage) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = isText ? Array.from(range.getClientRects()) : [(node as Element).getBoundingClientRect()];
        for (const rect of rects) {
          const visible = clipped(rect, isText ? node.parentElement! : (node as Element), row);
          if (visible) found.push(visible);
        }
      }
      return found;
    });
    for (let a = 0; a < cells.length; a++)
      for (let b = a + 1; b < cells.length; b++) {
        if (cells[a]!.contains(cells[b]!) || cells[b]!.contains(cells[a]!)) continue;
        const hit = boxes[a]!.some((p) =>
          boxes[b]!.some((q) => Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1),
        );
        if (hit) problems.push(`« ${cells[a]!.textContent?.trim()} » over « ${cells[b]!.textContent?.trim()} »`);
      }
  }
  return problems;
}

describe("à 390 px, chaque liste est une colonne de cartes lisibles", () => {
  it.each(LIST_SCREENS)("%s", async (path, label) => {
    await page.goto(path);
    const list = await loadedList(label);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await list.evaluate(overlappingCells)).toEqual([]);
    // Cards: a list named like the table, each row an item whose title links to the detail.
    expect(await list.evaluate((el) => el.tagName)).toBe("UL");
    const cards = list.locator(":scope > li");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.first().locator("a[href]").first().getAttribute("href")).toMatch(/^\/[^/]/);
  });

  it("la médiathèque ne défile pas de côté", async () => {
    await page.goto("/media");
    await page.getByRole("heading", { level: 1, name: "Media Library" }).waitFor();
    await loadingStatesGone(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("les commandes se trient sans en-têtes de colonnes, et les cartes passent axe", async () => {
    await page.goto("/orders");
    const list = await loadedList("Commandes");
    const sort = page.getByRole("combobox", { name: "Trier par" });
    await sort.selectOption({ label: "Total (décroissant)" });
    await page.waitForURL((url) => url.searchParams.get("sort") === "total:desc");
    await list.locator("li a[href]").first().waitFor();
    await animationsSettled(page);
    const violations = await axeReport(page, "/orders à 390 px");
    if (violations) throw new Error(violations);
  });
});

describe("les cartes ne sautent pas pendant le chargement (API ralentie, 390 px)", () => {
  let inFlight: ApiInFlight;
  beforeAll(async () => {
    inFlight = await slowDownApi(page.context());
  });
  afterAll(async () => {
    await inFlight.restore();
  });

  it.each(["/orders", "/users", "/feedback", "/impression", "/delivery-methods"])("%s", async (path) => {
    await page.goto(path);
    await waitUntilLoaded(page, inFlight);
    const shift = await layoutShiftSinceLoad(page);
    if (shift.value >= MAX_LAYOUT_SHIFT) throw new Error(`${path} shifted by ${shift.value.toFixed(4)}:\n${shift.sources.join("\n")}`);
  });
});

describe("les lignes sont des liens (1 440 px)", () => {
  beforeAll(async () => {
    await page.setViewportSize(DESKTOP);
  });

  const firstRowLink = (label: string) => page.locator(`table[aria-label="${label}"] tbody tr a[data-row-link]`);

  // First: the detail's code must not be in the page yet.
  it("un clic sur une ligne montre tout de suite que le détail s’ouvre", async () => {
    await page.goto("/orders");
    await loadedList("Commandes");
    // Hold the detail's code: the list stays while it loads.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/OrderDetailPage-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      const row = page.locator('table[aria-label="Commandes"] tbody tr').nth(2);
      await row.click();
      await page.getByRole("progressbar", { name: "Ouverture en cours" }).waitFor();
      expect(await row.getAttribute("aria-busy")).toBe("true");
    } finally {
      release();
    }
    await page.getByText("Historique des statuts", { exact: true }).waitFor();
    await page.getByRole("progressbar", { name: "Ouverture en cours" }).waitFor({ state: "detached" });
    await page.context().unroute(/OrderDetailPage-[^/]*\.js$/);
  });

  it.each([
    // What shows the detail: a page's heading, or a drawer (whose modal hides the page's heading).
    ["/orders", "Commandes", /^\/orders\/[^/?]+$/, "heading"],
    ["/users", "Utilisateurs", /^\/users\/[^/?]+$/, "heading"],
    ["/feedback", "Feedbacks", /^\/feedback\/[^/?]+$/, "dialog"],
    ["/delivery-methods", "Modes de livraison", /^\/delivery-methods\/[^/?]+$/, "dialog"],
  ] as const)("%s : Ctrl+clic et clic du milieu ouvrent le détail dans un nouvel onglet, la liste reste", async (path, label, detail, shownBy) => {
    await page.goto(path);
    await loadedList(label);
    const link = firstRowLink(label).first();
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(detail);
    const listUrl = page.url();
    for (const click of [() => link.click({ modifiers: ["ControlOrMeta"] }), () => link.click({ button: "middle" })]) {
      const [tab] = await Promise.all([page.context().waitForEvent("page"), click()]);
      await tab.waitForURL((url) => url.pathname === href);
      await (shownBy === "dialog" ? tab.getByRole("dialog") : tab.getByRole("heading", { level: 1 })).waitFor();
      await tab.close();
      expect(page.url()).toBe(listUrl);
    }
  });

  it("une case à cocher d’une ligne coche sans ouvrir la ligne", async () => {
    await page.goto("/feedback");
    await loadedList("Feedbacks");
    const box = page.locator('table[aria-label="Feedbacks"] tbody tr').first().getByRole("checkbox");
    await box.locator("xpath=..").click();
    expect(await box.isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/feedback");
  });

  it("↓ passe à la ligne suivante, Fin / Début aux extrêmes, Entrée ouvre ; un seul arrêt de tabulation", async () => {
    await page.goto("/orders");
    await loadedList("Commandes");
    const links = firstRowLink("Commandes");
    expect(await page.locator('table[aria-label="Commandes"] tbody a[tabindex="0"]').count()).toBe(1);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("href"));
    await links.first().focus();
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe(hrefs[1]);
    await page.keyboard.press("End");
    expect(await focused()).toBe(hrefs[hrefs.length - 1]);
    await page.keyboard.press("Home");
    expect(await focused()).toBe(hrefs[0]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === hrefs[1]);
    await page.getByText("Historique des statuts", { exact: true }).waitFor();
  });
});

describe("onglets de /orders (1 440 px)", () => {
  it("ne bougent pas quand les comptes arrivent", async () => {
    await page.setViewportSize(DESKTOP);
    const slowed = await slowDownApi(page.context(), 1_500);
    try {
      await page.goto("/orders");
      await waitForTitle(page, "Gestion des Commandes - Admin");
      const tabs = page.getByRole("tablist", { name: "Statut des commandes" });
      await tabs.locator(".chakra-skeleton").first().waitFor();
      const measure = () =>
        tabs.evaluate((list) => {
          const box = list.getBoundingClientRect();
          const first = list.querySelector('[role="tab"]')!.getBoundingClientRect();
          const last = Array.from(list.querySelectorAll('[role="tab"]')).at(-1)!.getBoundingClientRect();
          return { height: box.height, bottom: box.bottom, first: [first.left, first.width], last: [last.top, last.left] };
        });
      const before = await measure();
      await tabs.locator(".chakra-skeleton").first().waitFor({ state: "detached" });
      expect(await measure()).toEqual(before);
    } finally {
      await slowed.restore();
    }
  });
});

describe("colonnes masquées sous un point de rupture (/orders)", () => {
  /** The visible headers' names, and each body row's visible cells (skeleton rows included). */
  const shownColumns = () =>
    page.locator('table[aria-label="Commandes"]').evaluate((table) => {
      const shown = (cell: Element) => getComputedStyle(cell).display !== "none";
      return {
        headers: Array.from(table.querySelectorAll("thead th"))
          .filter(shown)
          .map((th) => th.textContent?.trim()),
        cellsPerRow: Array.from(new Set(Array.from(table.querySelectorAll("tbody tr")).map((tr) => Array.from(tr.children).filter(shown).length))),
      };
    });

  // The body's cells are plain <td>s styled by their <tbody> (client/src/ui/list/bodyCells.ts):
  // « Date » hides below md, « Articles » below lg, in the header, the rows and the skeleton alike.
  it.each([
    [900, ["N°", "Client", "Date", "Total", "Statut"]],
    [1_440, ["N°", "Client", "Date", "Articles", "Total", "Statut"]],
  ])("à %i px, l’en-tête et chaque ligne montrent les mêmes colonnes", async (width, columns) => {
    await page.setViewportSize({ width, height: 900 });
    const slowed = await slowDownApi(page.context(), 1_500);
    try {
      await page.goto("/orders");
      const skeleton = page.locator('table[aria-label="Commandes"] tbody .chakra-skeleton').first();
      await skeleton.waitFor();
      const loading = await shownColumns();
      // The bars pulse through one animation, their body's (ui/list/SkeletonBar.tsx): one per bar
      // made the browser restyle 200 of them at each frame while the list loaded.
      const pulses = await page.evaluate(() =>
        document
          .getAnimations()
          .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
          .filter((target) => target?.closest('table[aria-label="Commandes"]'))
          .map((target) => target!.tagName),
      );
      expect(pulses).toEqual(["TBODY"]);
      await skeleton.waitFor({ state: "detached" });
      const loaded = await shownColumns();
      // The first header is the checkbox column's (no text).
      expect(loaded.headers.slice(1)).toEqual(columns);
      expect(loaded.cellsPerRow).toEqual([columns.length + 1]);
      expect(loading).toEqual(loaded);
    } finally {
      await slowed.restore();
    }
  });
});
