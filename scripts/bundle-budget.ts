/**
 * `npm test` step after the console's build: fails when a screen needs more gzipped JavaScript
 * before its first paint than its budget — /login, and every signed-in screen (entry, admin
 * session, shell and its page: scripts/lib/bundleBudget.ts, docs/bundle.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { checkBudget, loginRouteFiles, screenRouteFiles, type Manifest } from "./lib/bundleBudget";
import { SCREEN_BUDGETS_KB } from "./lib/screenBudgets";

// The console's build (client/dist), or the folder given as the first argument.
const dist = process.argv[2] ?? join(__dirname, "..", "client", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
const sized = (files: string[]) => files.map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file))).length }));

const verdicts = [
  checkBudget(sized(loginRouteFiles(manifest))),
  ...Object.entries(SCREEN_BUDGETS_KB).map(([page, budgetKb]) =>
    checkBudget(sized(screenRouteFiles(manifest, page)), budgetKb, page.replace(/^src\/features\//, "")),
  ),
];
// Every verdict's first line; the chunks of /login, and of any screen over its budget.
for (const [i, verdict] of verdicts.entries()) console.log(i === 0 || !verdict.ok ? verdict.report : verdict.report.split("\n")[0]);
process.exit(verdicts.every((verdict) => verdict.ok) ? 0 : 1);
