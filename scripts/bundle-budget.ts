/**
 * `npm test` step after the console's build: fails when the first screen (/login) needs more than
 * the budget of gzipped JavaScript (scripts/lib/bundleBudget.ts, docs/bundle.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { checkBudget, loginRouteFiles, type Manifest } from "./lib/bundleBudget";

// The console's build (client/dist), or the folder given as the first argument.
const dist = process.argv[2] ?? join(__dirname, "..", "client", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
const chunks = loginRouteFiles(manifest).map((file) => ({
  file,
  gzipBytes: gzipSync(readFileSync(join(dist, file))).length,
}));
const verdict = checkBudget(chunks);
console.log(verdict.report);
process.exit(verdict.ok ? 0 : 1);
