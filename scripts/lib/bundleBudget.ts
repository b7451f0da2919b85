/**
 * What a screen weighs before its first paint (docs/bundle.md): the gzipped JavaScript the browser
 * downloads before it can draw the screen — the entry chunk, every chunk it imports statically,
 * and the lazy chunks the route needs with their own static imports: the login page for /login;
 * the admin session (Apollo), the shell and the screen's page for a signed-in screen — read from
 * Vite's build manifest (client/dist/.vite/manifest.json, `build.manifest`).
 */

/** One chunk of Vite's manifest (only the fields used here). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

/** The /login screen's lazy page, as Vite names it in the manifest. */
export const LOGIN_PAGE_SOURCE = "src/features/login/LoginPage.tsx";

/** What every signed-in screen loads before its own page: the admin check (Apollo), the shell. */
export const SHELL_SOURCES = ["src/app/auth/adminSession.ts", "src/app/Shell.tsx"];

/**
 * The budget, in kB of gzipped JavaScript (1 kB = 1,000 bytes, as Vite reports sizes). 201 → 206
 * on 29 Nov 2026 (issue 33, docs/bundle.md): Firebase's multi-factor code is in @firebase/auth's
 * single module, which /login loads (+3.6 kB), and the invitation link's form (+1 kB); the
 * second step's own form loads only when an account has a second factor. 206 → 207 on 2 Dec 2026
 * (issue 36, docs/bundle.md « Raised for issue 36 »): the parts of @firebase/app and @firebase/util
 * that Firestore uses ship in the Firebase chunk /login loads (+0.6 kB); Firestore itself does not.
 * 207 → 208 the same day (« Points 2 and 3 »): with the bell's popover in its own chunk, the bundler
 * cut three of Chakra's small parts /login uses (visually-hidden, center, spinner) into chunks of
 * their own, each with its gzip overhead (+0.6 kB) — while every signed-in screen lost 11–14 kB.
 * 208 → 209 on 4 Dec 2026 (issue 34, « Two filters in a row »): the lists' filters read the data
 * router's state, whose context the React chunk /login loads now exports (+0.04 kB, 2 bytes over).
 */
export const FIRST_SCREEN_BUDGET_KB = 209;

/** The manifest keys of `start` and of every chunk it imports statically, transitively. */
function withStaticImports(manifest: Manifest, start: string, into: Set<string>): void {
  if (into.has(start)) return;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`Le manifeste de Vite ne contient pas « ${start} ».`);
  into.add(start);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/** The JavaScript files (relative to dist/) of the entry and of `sources`, entry first. */
function routeFiles(manifest: Manifest, sources: string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entry = entries[0];
  if (entry === undefined || entries.length > 1) {
    throw new Error(`Le manifeste de Vite doit avoir une seule entrée, il en a ${entries.length}.`);
  }
  const keys = new Set<string>();
  withStaticImports(manifest, entry, keys);
  for (const source of sources) withStaticImports(manifest, source, keys);
  return [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith(".js"));
}

/** The JavaScript files (relative to dist/) the /login route needs, entry first. */
export function loginRouteFiles(manifest: Manifest, loginSource = LOGIN_PAGE_SOURCE): string[] {
  if (!manifest[loginSource]) {
    throw new Error(`Le manifeste de Vite ne contient pas la page de connexion (« ${loginSource} »).`);
  }
  return routeFiles(manifest, [loginSource]);
}

/** The JavaScript files a signed-in screen needs before its first paint: entry, session, shell, page. */
export function screenRouteFiles(manifest: Manifest, pageSource: string): string[] {
  return routeFiles(manifest, [...SHELL_SOURCES, pageSource]);
}

export type ChunkSize = { file: string; gzipBytes: number };

export type BudgetVerdict = { ok: boolean; totalBytes: number; report: string };

const kB = (bytes: number) => `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1000)}\u00a0kB`;

/**
 * Compares the chunks' gzipped total with the budget of `screen` (/login unless said); the report
 * lists them, largest first.
 */
export function checkBudget(chunks: ChunkSize[], budgetKb = FIRST_SCREEN_BUDGET_KB, screen = "/login"): BudgetVerdict {
  const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const ok = totalBytes <= budgetKb * 1000;
  const lines = [...chunks].sort((a, b) => b.gzipBytes - a.gzipBytes).map((chunk) => `  ${kB(chunk.gzipBytes).padStart(12)}  ${chunk.file}`);
  const verdict = ok
    ? `Premier écran (${screen})\u00a0: ${kB(totalBytes)} de JavaScript gzippé, budget ${kB(budgetKb * 1000)}.`
    : `Budget du premier écran dépassé\u00a0: ${screen} charge ${kB(totalBytes)} de JavaScript gzippé, ` +
      `plus que les ${kB(budgetKb * 1000)} permis (docs/bundle.md). Morceaux chargés\u00a0:`;
  return { ok, totalBytes, report: [verdict, ...lines].join("\n") };
}
