// Runs inside `firebase emulators:exec` (scripts/audit.mjs): the demo data, then Lighthouse's
// desktop preset on every screen of the built console (Hosting emulator), signed in as the demo
// admin, and docs/audit.md (`--runs N`, default 3: the median of each; `--only /,/finances`: those
// screens, printed only). Lighthouse drives a Chromium that we launch; playwright-core signs in
// on that same Chromium first, and `disableStorageReset` keeps the session (IndexedDB) between runs.
// Plain JavaScript on purpose: Lighthouse sends some of its functions' source to the page, and
// tsx's transpiling adds helpers (`__name`) that do not exist there.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright-core";
import stack from "../lib/stack.cjs";
import { auditMarkdown, goalsMissed, medianRow, table } from "./report.mjs";
import { auditedPaths, seedDemoData } from "./routes.mjs";
import quietMachine from "./quietMachine.cjs";

const BASE_URL = `http://${stack.HOST}:${stack.PORTS.hosting}`;
// Every run's full Lighthouse report, to study a screen (git-ignored): .data/audit/<screen>.<run>.json
const REPORTS_DIR = join(stack.ROOT, ".data", "audit");

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "3" }, only: { type: "string" } },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs: a whole number ≥ 1, not ${options.runs}`);
// --only /,/finances: those screens only, printed but not written to docs/audit.md (a partial table).
const ONLY = options.only
  ?.split(",")
  .map((p) => p.trim())
  .filter(Boolean);

let lighthouseVersion = "";

/** One Lighthouse run: the scores and metrics docs/audit.md shows. */
async function audit(path, port, run) {
  const result = await lighthouse(
    `${BASE_URL}${path}`,
    { port, output: "json", logLevel: "error", disableStorageReset: true, onlyCategories: ["accessibility", "performance"] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  const slug = path === "/" ? "dashboard" : path.slice(1).replaceAll("/", "-");
  writeFileSync(join(REPORTS_DIR, `${slug}.${run}.json`), JSON.stringify(lhr));
  lighthouseVersion = lhr.lighthouseVersion;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
  return {
    path,
    accessibility: score("accessibility"),
    performance: score("performance"),
    cls: value("cumulative-layout-shift"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    failing,
  };
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

function machine(chromiumVersion) {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Linux ${release()}, Node ${process.version}, ${chromiumVersion}, Lighthouse ${lighthouseVersion}`;
}

async function main() {
  await seedDemoData();
  const all = await auditedPaths();
  const paths = ONLY ? all.filter((p) => ONLY.includes(p) || ONLY.some((o) => o.endsWith("/*") && p.startsWith(o.slice(0, -1)))) : all;
  if (paths.length === 0) throw new Error(`--only matches none of ${all.join(" ")}`);
  mkdirSync(REPORTS_DIR, { recursive: true });
  const loadBefore = loadAverage();

  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  /** @type {Map<string, object[]>} every run of each screen */
  const runs = new Map(paths.map((p) => [p, []]));
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const chromiumVersion = `Chromium ${browser.version()}`;
    const signIn = async () => {
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${BASE_URL}/login`);
      await page.getByLabel("Email").fill(stack.DEMO_ADMIN.email);
      await page.getByLabel("Mot de passe").fill(stack.DEMO_ADMIN.password);
      await page.getByRole("button", { name: "Se connecter", exact: true }).click();
      await page.getByRole("navigation", { name: "Navigation principale" }).waitFor({ timeout: 30_000 });
      await page.close();
    };
    // The session lives in the origin's IndexedDB (Firebase Auth): clearing it signs out, and
    // leaves the HTTP cache as it is, like every other screen's run.
    const signOut = async () => {
      const page = await browser.contexts()[0].newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Storage.clearDataForOrigin", { origin: BASE_URL, storageTypes: "indexeddb,local_storage,session_storage" });
      await page.close();
    };
    // Round after round over every screen: /login signed out, then the others signed in.
    // Signed in until /login's run signs out: a round without /login (--only) keeps the session.
    let signedIn = false;
    /** How long the runs waited for a quiet machine, and those measured on a busy one anyway. */
    const waits = { longestMs: 0, busyRuns: 0 };
    for (let run = 1; run <= RUNS; run++) {
      for (const path of paths) {
        if (path === "/login") {
          await signOut();
          signedIn = false;
        }
        if (path !== "/login" && !signedIn) {
          await signIn();
          signedIn = true;
        }
        // After the sign-in: its writes' triggers settle too (scripts/audit/quietMachine.cjs).
        const machineState = await quietMachine.waitForQuietMachine();
        waits.longestMs = Math.max(waits.longestMs, machineState.waitedMs);
        if (!machineState.quiet) waits.busyRuns += 1;
        const row = await audit(path, chrome.port, run);
        console.log(
          `run ${run}/${RUNS} ${path}: accessibility ${row.accessibility}, performance ${row.performance}, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}` +
            (machineState.quiet ? "" : ` (machine still ${Math.round(machineState.busy * 100)} % busy after ${Math.round(machineState.waitedMs / 1000)} s)`),
        );
        runs.get(path).push(row);
      }
    }
    const rows = paths.map((p) => medianRow(p, runs.get(p)));
    if (ONLY) {
      console.log(`\n${table(rows)}\n\n(--only: docs/audit.md left as it is; full reports in ${REPORTS_DIR})`);
      return;
    }
    const file = join(stack.ROOT, "docs", "audit.md");
    const date = new Date().toISOString().replace(/\.\d+Z$/, "Z");
    writeFileSync(file, auditMarkdown({ rows, runs: RUNS, date, machine: machine(chromiumVersion), loadBefore, loadAfter: loadAverage(), waits }));
    console.log(`written ${file}`);
    const missed = rows.filter((r) => goalsMissed(r).length > 0);
    console.log(missed.length ? `goals missed: ${missed.map((r) => `${r.path} (${goalsMissed(r).join(", ")})`).join("; ")}` : "every goal met");
  } finally {
    chrome.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
