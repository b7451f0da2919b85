import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { matchRoutes } from "react-router-dom";
import { auditLogPath, blogPostPath, creationsPath, financesPath, orderPath, PATHS, userPath } from "./paths";
import { SHELL_ROUTES } from "./routeTable";

const SRC = join(__dirname, "..");

/** client/src's own sources, generated code and tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (a comment may show an example address). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

const SEGMENTS = [
  ...new Set(
    Object.values(PATHS)
      .map((path) => path.split("/")[1])
      .filter(Boolean),
  ),
];
/** A string that starts with a console address: "/orders", `/users/${…}`, "/settings#…", "/". */
const ROUTE_LITERAL = new RegExp(`["'\`]/(${SEGMENTS.join("|")})(?=[/?#"'\`$])|(to=|navigate\\()["'{\`]*/["'\`]`);
/** The storefront's addresses, shown as the public URL of a post: not the console's. */
const STOREFRONT = /addressPrefix="\/blog\/"/;

/** Round-trips through the router as a link does: the id the page reads from its `:id`. */
const idOf = (pattern: string, href: string) => {
  const { pathname } = new URL(href, "http://console.test");
  return matchRoutes([{ path: pattern }], pathname)?.[0]?.params.id;
};

const AWKWARD_IDS = ["a/b", "a?b=c", "a#b", "a b", "é/?#% ;&"];

describe("adresses de la console", () => {
  it("ne sont écrites que dans paths.ts : aucun autre fichier de client/src n'en contient", () => {
    const found = sources(SRC)
      .filter((file) => !file.endsWith(join("app", "paths.ts")) && !file.endsWith(join("app", "entryPaths.ts")))
      .flatMap((file) =>
        code(readFileSync(file, "utf8"))
          .split("\n")
          .filter((line) => ROUTE_LITERAL.test(line) && !STOREFRONT.test(line))
          .map((line) => `${relative(SRC, file)}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it("le contrôle reconnaît une adresse écrite à la main", () => {
    for (const line of ['<RouterLink to="/orders">', "to: `/users/${id}`", 'navigate("/")', 'link={{ to: "/settings#emails" }}'])
      expect(ROUTE_LITERAL.test(line)).toBe(true);
    expect(ROUTE_LITERAL.test('fetch("/graphql")')).toBe(false);
  });

  it.each(AWKWARD_IDS)("un identifiant %j fait l'aller-retour par le lien et la route", (id) => {
    expect(idOf(PATHS.user, userPath(id))).toBe(id);
    expect(idOf(PATHS.user, userPath(id, { dialog: "credits" }))).toBe(id);
    expect(idOf(PATHS.order, orderPath(id, { dialog: "status" }))).toBe(id);
    expect(idOf(PATHS.blogPost, blogPostPath(id))).toBe(id);
    expect(new URL(creationsPath({ highlight: id }), "http://console.test").searchParams.get("highlight")).toBe(id);
    const ledger = new URL(financesPath("transactions", { q: id }), "http://console.test");
    expect([ledger.pathname, ledger.searchParams.get("q"), ledger.hash]).toEqual([PATHS.financesTransactions, id, ""]);
    expect(new URL(auditLogPath({ targetType: "user", targetId: id }), "http://console.test").searchParams.get("targetId")).toBe(id);
  });

  it("laisse de côté les paramètres vides", () => {
    expect(creationsPath()).toBe("/creations");
    expect(userPath("u1", {})).toBe("/users/u1");
  });

  it("chaque motif de paths.ts mène à un écran de la table, sauf /login", () => {
    const tablePaths = SHELL_ROUTES.map((route) => route.path);
    expect(Object.values(PATHS).filter((path) => !tablePaths.includes(path))).toEqual([PATHS.login]);
  });
});
