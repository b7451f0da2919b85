import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pageFileName, SCREEN_ROUTES } from "../../client/src/app/routeTable";
import { checkBudget } from "./bundleBudget";
import { SCREEN_BUDGETS_KB, UNBUDGETED_PAGES } from "./screenBudgets";

const CLIENT = join(__dirname, "..", "..", "client");

/** The page source (`src/features/<folder>/<Chunk>Page.tsx`) of each screen of the route table. */
function screenPages(): string[] {
  const folders = readdirSync(join(CLIENT, "src", "features"));
  return [...new Set(SCREEN_ROUTES.map((route) => route.screen))].map((chunk) => {
    const folder = folders.find((name) => existsSync(join(CLIENT, "src", "features", name, `${pageFileName(chunk)}.tsx`)));
    return `src/features/${folder}/${pageFileName(chunk)}.tsx`;
  });
}

describe("les budgets des écrans (scripts/lib/screenBudgets.ts, docs/bundle.md)", () => {
  it("chaque écran de la table des routes a un budget, l'explorateur GraphQL mis à part ; aucun budget pour une page disparue", () => {
    const pages = screenPages();
    expect(pages.filter((page) => !(page in SCREEN_BUDGETS_KB) && !UNBUDGETED_PAGES.includes(page))).toEqual([]);
    expect(Object.keys(SCREEN_BUDGETS_KB).filter((page) => !pages.includes(page))).toEqual([]);
  });

  it("chaque section de /finances pèse moins que la page entière d'avant les sections (369,4 kB)", () => {
    const sections = Object.entries(SCREEN_BUDGETS_KB).filter(([page]) => page.startsWith("src/features/finances/"));
    expect(sections.map(([page]) => page.split("/").pop()).sort()).toEqual(["FinancesDocumentsPage.tsx", "FinancesPage.tsx", "FinancesTransactionsPage.tsx"]);
    for (const [, budget] of sections) expect(budget).toBeLessThan(369.4);
  });

  it("/orders et /users ne reviennent pas au poids d'avant la barre des vues chargée après l'affichage", () => {
    expect(SCREEN_BUDGETS_KB["src/features/orders/OrderListPage.tsx"]).toBeLessThan(376.3);
    expect(SCREEN_BUDGETS_KB["src/features/users/UserListPage.tsx"]).toBeLessThan(361.1);
  });

  it("un écran d'un octet au-dessus de son budget échoue", () => {
    const budget = SCREEN_BUDGETS_KB["src/features/orders/OrderListPage.tsx"]!;
    expect(checkBudget([{ file: "assets/OrderListPage-a.js", gzipBytes: budget * 1000 }], budget, "orders/OrderListPage.tsx").ok).toBe(true);
    expect(checkBudget([{ file: "assets/OrderListPage-a.js", gzipBytes: budget * 1000 + 1 }], budget, "orders/OrderListPage.tsx").ok).toBe(false);
  });
});
