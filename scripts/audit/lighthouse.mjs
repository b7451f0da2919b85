// Runs inside `firebase emulators:exec` (scripts/audit.mjs): the demo data, then Lighthouse's
// desktop preset on every screen of the built console (Hosting emulator), signed in as the demo
// admin, and docs/audit.md. Lighthouse drives a Chromium that we launch; playwright-core signs in
// on that same Chromium first, and `disableStorageReset` keeps the session (IndexedDB) between runs.
// Plain JavaScript on purpose: Lighthouse sends some of its functions' source to the page, and
// tsx's transpiling adds helpers (`__name`) that do not exist there.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright-core";
import stack from "../lib/stack.cjs";

const BASE_URL = `http://${stack.HOST}:${stack.PORTS.hosting}`;
const GOALS = { accessibility: 100, performance: 95, cls: 0.05 };

let lighthouseVersion = "";

async function seed(env) {
  await stack.waitFor(stack.HEALTH_URL, { what: "the api function" });
  await stack.clearEmulatorData();
  const tsx = join(stack.ROOT, "node_modules", ".bin", "tsx");
  const seeded = spawnSync(tsx, ["scripts/seed/index.ts", "--quiet"], { cwd: stack.ROOT, stdio: "inherit", env });
  if (seeded.status !== 0) throw new Error("the demo seed failed");
}

/**
 * Every path of the console's route table (client/src/app/routes.tsx), the detail routes on a
 * paid order of the demo data and its customer, so they show a full page.
 */
async function routePaths() {
  const table = readFileSync(join(stack.ROOT, "client", "src", "app", "routes.tsx"), "utf8");
  const paths = [...table.matchAll(/path: "([^"]+)"/g)].map((m) => m[1]);
  const snap = await getFirestore(initializeApp({ projectId: stack.PROJECT_ID })).collection("orders").where("status", "==", "paid").limit(1).get();
  const order = snap.docs[0];
  if (!order) throw new Error("the demo data has no paid order");
  return paths.map((p) => p.replace("/orders/:id", `/orders/${order.id}`).replace("/users/:id", `/users/${order.get("userId")}`));
}

/** One Lighthouse run: the scores and metrics docs/audit.md shows. */
async function audit(path, port) {
  const result = await lighthouse(
    `${BASE_URL}${path}`,
    { port, output: "json", logLevel: "error", disableStorageReset: true, onlyCategories: ["accessibility", "performance"] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  lighthouseVersion = lhr.lighthouseVersion;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
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

function report(rows, chromiumVersion) {
  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Linux ${release()}, Node ${process.version}, ${chromiumVersion}, Lighthouse ${lighthouseVersion}; load average at the end ${loadavg().map((n) => n.toFixed(1)).join(" ")} (Lighthouse measures time on the machine as it is: other jobs raise total blocking time)`;
  const missed = (r) =>
    [
      r.accessibility < GOALS.accessibility && `accessibility ${r.accessibility}`,
      r.performance < GOALS.performance && `performance ${r.performance}`,
      r.cls > GOALS.cls && `CLS ${r.cls.toFixed(3)}`,
    ].filter(Boolean);
  const lines = [
    "# Lighthouse audit",
    "",
    "Written by `npm run audit` (scripts/audit.mjs): Lighthouse's desktop preset (simulated throttling) on every",
    "screen of the built console, served by the Hosting emulator with the demo data, signed in as the demo",
    "administrator. A benchmark, not a test: rerun it to compare. Goals: accessibility 100, performance ≥ 95,",
    "CLS ≤ 0.05 on every screen.",
    "",
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}`,
    `- Machine: ${machine}`,
    "",
    "| screen | accessibility | performance | CLS | LCP | TBT | goals missed | failing accessibility audits |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.accessibility} | ${r.performance} | ${r.cls.toFixed(3)} | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${missed(r).join(", ") || "none"} | ${r.failing.join(", ") || "none"} |`,
    ),
    "",
  ];
  return lines.join("\n");
}

async function main() {
  const env = { ...process.env, ...stack.emulatorClientEnv() };
  Object.assign(process.env, stack.emulatorClientEnv());
  await seed(env);
  const paths = (await routePaths()).filter((p) => p !== "/login");

  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const rows = [];
  try {
    // The login page, signed out; then sign in once on the same browser for every other screen.
    rows.push(await audit("/login", chrome.port));
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel("Email").fill(stack.DEMO_ADMIN.email);
    await page.getByLabel("Mot de passe").fill(stack.DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.getByRole("navigation", { name: "Navigation principale" }).waitFor({ timeout: 30_000 });
    await page.close();
    const chromiumVersion = `Chromium ${browser.version()}`;
    for (const path of paths) {
      const row = await audit(path, chrome.port);
      console.log(`${path}: accessibility ${row.accessibility}, performance ${row.performance}, CLS ${row.cls.toFixed(3)}`);
      rows.push(row);
    }
    const file = join(stack.ROOT, "docs", "audit.md");
    writeFileSync(file, report(rows, chromiumVersion));
    console.log(`written ${file}`);
  } finally {
    chrome.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
