// `npm run bench -- --only rows` (issue 34, « a row opens its record at once »): runs inside
// `firebase emulators:exec` with Hosting serving the built console (scripts/bench.mjs, through
// audit/withBuiltConsole.mjs). Demo data, the demo admin signed in on Debian's Chromium
// (playwright-core), then on /orders, /users, /feedback and /contact-messages, 20 rows each: the
// time from pressing the row to its record's heading drawn (the next frame after it is in the
// page and visible), read in the page itself (performance.now), p50 and p95. Two ways of clicking:
// « pointed » — the pointer rests 200 ms on the row before the press, as a hand on its way to a
// click does (the row's prefetch starts after 80 ms, RowLink.tsx) — and « straight » — pressed
// the instant the pointer arrives. Each click opens a row not opened before in that page's life
// (the page is reloaded between the two ways: Apollo's cache starts empty). Writes
// .cache/bench/rows.md and prints it; docs/benchmarks.md is written by hand from it.
// Plain JavaScript, as lighthouse.mjs: the finders below run in the page.
/* global document, location, window, requestAnimationFrame, MutationObserver -- the finders and the clock run in the page */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import stack from "../lib/stack.cjs";
import { seedDemoData } from "../audit/routes.mjs";

const BASE_URL = `http://${stack.HOST}:${stack.PORTS.hosting}`;
const CLICKS = 20;
const DWELL_MS = 200;
const LISTS = [
  { path: "/orders", table: "Commandes", record: "order", query: "OrderDetailPage" },
  { path: "/users", table: "Utilisateurs", record: "user", query: "UserDetail" },
  { path: "/feedback", table: "Feedbacks", record: "feedback", query: "FeedbackDetail" },
  { path: "/contact-messages", table: "Messages de contact", record: "contact", query: "ContactMessageDetail" },
];

/**
 * In the page: arms the clock for one click. t0 at the press on the row, t1 at the first frame
 * after the record's heading is in the page and visible. Runs in the browser.
 */
function arm(record) {
  const dialogTitle = () => {
    const dialog = document.querySelector('[role="dialog"]');
    const id = dialog?.getAttribute("aria-labelledby");
    const title = id ? document.getElementById(id) : null;
    return title?.checkVisibility() ? title.textContent.trim() : null;
  };
  const h1 = () => [...document.querySelectorAll("h1")].filter((h) => h.checkVisibility()).map((h) => h.textContent.trim());
  const shown = {
    order: () => location.pathname.startsWith("/orders/") && h1().some((text) => /^Commande \S+$/.test(text)),
    user: () => location.pathname.startsWith("/users/") && h1().some((text) => text !== "Détail de l’utilisateur" && text !== "Gestion des Utilisateurs"),
    feedback: () => /^Feedback de /.test(dialogTitle() ?? ""),
    contact: () => (dialogTitle() ?? "Message") !== "Message",
  }[record];
  const clock = (window.__rowOpen = { t0: null, t1: null });
  const check = () => {
    if (clock.t0 === null || clock.t1 !== null || !shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => (clock.t1 = performance.now()));
  };
  const observer = new MutationObserver(check);
  document.addEventListener("pointerdown", () => ((clock.t0 = performance.now()), check()), { capture: true, once: true });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function signIn(page) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel("Email").fill(stack.DEMO_ADMIN.email);
  await page.getByLabel("Mot de passe").fill(stack.DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await page.getByRole("navigation", { name: "Navigation principale" }).waitFor({ timeout: 30_000 });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** 20 clicks on `list`, each on a row not opened before: the times in ms, sorted, and how many presses found the detail's query already sent. */
async function clicks(page, list, dwell) {
  let asked = 0;
  const count = (request) => {
    if (request.url().endsWith("/graphql") && request.postDataJSON()?.operationName === list.query) asked++;
  };
  page.on("request", count);
  await page.goto(`${BASE_URL}${list.path}`);
  const links = page.locator(`table[aria-label="${list.table}"] tbody a[data-row-link]`);
  await links.nth(CLICKS - 1).waitFor({ timeout: 30_000 });
  const times = [];
  let prefetched = 0;
  for (let i = 0; i < CLICKS; i++) {
    const link = links.nth(i);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(arm, list.record);
    asked = 0;
    const box = await link.boundingBox();
    await page.mouse.move(box.x + 8, box.y + box.height / 2);
    if (dwell) await page.waitForTimeout(DWELL_MS); // the scenario's resting pointer, not a wait for the page
    prefetched += asked > 0 ? 1 : 0; // the detail's query left during the pointer's rest
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction(() => window.__rowOpen.t1 !== null, null, { timeout: 30_000 });
    times.push(await page.evaluate(() => window.__rowOpen.t1 - window.__rowOpen.t0));
    await page.goBack();
    await page.locator('[role="dialog"]').waitFor({ state: "detached" });
    await links.nth(i + 1 < CLICKS ? i + 1 : i).waitFor();
  }
  page.off("request", count);
  return { times: times.sort((a, b) => a - b), prefetched };
}

async function main() {
  await seedDemoData();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const rows = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page);
    for (const list of LISTS) {
      const result = { path: list.path };
      for (const [way, dwell] of [
        ["pointed", true],
        ["straight", false],
      ]) {
        const { times, prefetched } = await clicks(page, list, dwell);
        result[way] = { p50: percentile(times, 50), p95: percentile(times, 95), prefetched };
        console.log(
          `${list.path} ${way}: p50 ${Math.round(result[way].p50)} ms, p95 ${Math.round(result[way].p95)} ms, query sent before the press ${prefetched}/${CLICKS} (${times.map(Math.round).join(", ")})`,
        );
        await page.reload(); // Apollo's cache starts empty for the other way
      }
      rows.push(result);
    }
    const ms = (n) => `${Math.round(n)} ms`;
    const machine = `${cpus().length} CPU (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, Chromium ${browser.version()}, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`;
    const report = [
      `Row → record of ${new Date().toISOString()} — ${machine}; ${CLICKS} clicks per list and way, 1440 × 900, built console on the Hosting emulator, demo data`,
      "",
      "| list | pointed 200 ms: p50 | p95 | query sent before the press | straight click: p50 | p95 |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      ...rows.map(
        (r) =>
          `| ${r.path} | ${ms(r.pointed.p50)} | **${ms(r.pointed.p95)}** | ${r.pointed.prefetched}/${CLICKS} | ${ms(r.straight.p50)} | **${ms(r.straight.p95)}** |`,
      ),
    ].join("\n");
    mkdirSync(join(stack.ROOT, ".cache", "bench"), { recursive: true });
    writeFileSync(join(stack.ROOT, ".cache", "bench", "rows.md"), `${report}\n`);
    console.log(`\n${report}\n`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
