/**
 * The first screen's weight (docs/bundle.md): the gzipped JavaScript the browser downloads before
 * the login form is interactive — the entry chunk, every chunk it imports statically, and the
 * /login route's lazy chunk with its own static imports — read from Vite's build manifest
 * (client/dist/.vite/manifest.json, `build.manifest`).
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

/** The budget, in kB of gzipped JavaScript (1 kB = 1,000 bytes, as Vite reports sizes). */
export const FIRST_SCREEN_BUDGET_KB = 200;

/** The manifest keys of `start` and of every chunk it imports statically, transitively. */
function withStaticImports(manifest: Manifest, start: string, into: Set<string>): void {
  if (into.has(start)) return;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`Le manifeste de Vite ne contient pas « ${start} ».`);
  into.add(start);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/** The JavaScript files (relative to dist/) the /login route needs, entry first. */
export function loginRouteFiles(manifest: Manifest, loginSource = LOGIN_PAGE_SOURCE): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entry = entries[0];
  if (entry === undefined || entries.length > 1) {
    throw new Error(`Le manifeste de Vite doit avoir une seule entrée, il en a ${entries.length}.`);
  }
  if (!manifest[loginSource]) {
    throw new Error(`Le manifeste de Vite ne contient pas la page de connexion (« ${loginSource} »).`);
  }
  const keys = new Set<string>();
  withStaticImports(manifest, entry, keys);
  withStaticImports(manifest, loginSource, keys);
  return [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith(".js"));
}

export type ChunkSize = { file: string; gzipBytes: number };

export type BudgetVerdict = { ok: boolean; totalBytes: number; report: string };

const kB = (bytes: number) =>
  `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1000)}\u00a0kB`;

/** Compares the chunks' gzipped total with the budget; the report lists them, largest first. */
export function checkBudget(chunks: ChunkSize[], budgetKb = FIRST_SCREEN_BUDGET_KB): BudgetVerdict {
  const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const ok = totalBytes <= budgetKb * 1000;
  const lines = [...chunks]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((chunk) => `  ${kB(chunk.gzipBytes).padStart(12)}  ${chunk.file}`);
  const verdict = ok
    ? `Premier écran (/login)\u00a0: ${kB(totalBytes)} de JavaScript gzippé, budget ${kB(budgetKb * 1000)}.`
    : `Budget du premier écran dépassé\u00a0: /login charge ${kB(totalBytes)} de JavaScript gzippé, ` +
      `plus que les ${kB(budgetKb * 1000)} permis (docs/bundle.md). Morceaux chargés\u00a0:`;
  return { ok, totalBytes, report: [verdict, ...lines].join("\n") };
}
