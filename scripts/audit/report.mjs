// docs/audit.md from several Lighthouse runs per screen: the median of each column, every run's
// performance score next to it, and the goals each screen misses.

export const GOALS = { accessibility: 100, performance: 95, cls: 0.05 };

/** The median of numbers (the middle one, or the mean of the two middle ones). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One row per screen: the median of every metric over its runs. */
export function medianRow(path, runs) {
  const of = (key) => median(runs.map((r) => r[key]));
  return {
    path,
    accessibility: Math.round(of("accessibility")),
    performance: Math.round(of("performance")),
    cls: of("cls"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    performances: runs.map((r) => r.performance),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

export function goalsMissed(row) {
  return [
    row.accessibility < GOALS.accessibility && `accessibility ${row.accessibility}`,
    row.performance < GOALS.performance && `performance ${row.performance}`,
    row.cls > GOALS.cls && `CLS ${row.cls.toFixed(3)}`,
  ].filter(Boolean);
}

/** The Markdown table of rows (medians). */
export function table(rows) {
  return [
    "| screen | accessibility | performance | runs | CLS | LCP | TBT | goals missed | failing accessibility audits |",
    "| --- | ---: | ---: | --- | ---: | ---: | ---: | --- | --- |",
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.accessibility} | ${r.performance} | ${r.performances.join(" · ")} | ${r.cls.toFixed(3)} | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${goalsMissed(r).join(", ") || "none"} | ${r.failing.join(", ") || "none"} |`,
    ),
  ].join("\n");
}

/** How to run the audit and read it: the end of docs/audit.md, kept by every run. */
export const HOW_TO_RUN = [
  "## How to run it",
  "",
  "```sh",
  "npm run audit                      # every screen, 3 runs each, medians written here (≈ 15 min)",
  "npm run audit -- --runs 5          # more runs per screen",
  "npm run audit -- --runs 1 --only /,/finances,/users/*   # a few screens once, printed only",
  "```",
  "",
  "It builds the function and the console, then starts its own emulators (Auth, Firestore, Functions,",
  "Hosting serving `client/dist`) with the demo data, holding the machine-wide emulator lock",
  "`/tmp/atelier-emulators.lock` like `npm run test:focus` (stop `npm start` first: same ports). Lighthouse",
  "13 (desktop preset, simulated throttling) drives Debian's Chromium, signed in once as the demo",
  "administrator; /login is measured signed out. Between screens the HTTP cache and the session are kept,",
  "as for an operator moving around the console. Every run's full Lighthouse report is kept in",
  "`.data/audit/<screen>.<run>.json` (git-ignored): its « bootup-time », « mainthread-work-breakdown » and",
  "« long-tasks » audits say where the main thread's time went.",
  "",
  "Total blocking time, and so the performance score, is time measured on this machine: another job",
  "running at the same time raises it (a load average of 10 on 2 cores made it 5 to 10 times higher). Run",
  "it on an idle machine, and compare what does not depend on the load — the JavaScript each screen loads",
  "before its first paint, checked by `npm test` ([bundle.md](bundle.md)) — when it cannot be idle.",
  "The screenshots of every screen are made the same way by `npm run screens` ([screens/](screens/README.md)).",
  "What was changed to reach the goals, screen by screen: [performance.md](performance.md).",
  "",
].join("\n");

/** docs/audit.md. `machine` and the load averages describe where and how it ran. */
export function auditMarkdown({ rows, runs, date, machine, loadBefore, loadAfter, waits }) {
  const missing = rows.filter((r) => goalsMissed(r).length > 0);
  return [
    "# Lighthouse audit",
    "",
    "Written by `npm run audit` (scripts/audit.mjs, scripts/audit/): Lighthouse's desktop preset (simulated",
    "throttling) on every screen of the built console, served by the Hosting emulator with the demo data (2,000",
    "orders), signed in as the demo administrator. Each screen is measured `--runs` times (the runs go round",
    "every screen in turn, so a busy moment of the machine does not fall on one screen's runs only) and the",
    "table shows the **median** of each column; « runs » lists every run's performance score. A benchmark, not",
    "a test: it never fails on a score. Goals: accessibility 100, performance ≥ 95, CLS ≤ 0.05 on every screen.",
    "How to run it, and how to read it: [below](#how-to-run-it).",
    "",
    `- Date: ${date}`,
    `- Runs per screen: ${runs}`,
    `- Machine: ${machine}`,
    `- Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}. Lighthouse measures time on the machine as it is: other jobs raise total blocking time, so compare runs made on an idle machine.`,
    ...(waits
      ? [
          `- Each run waited for a quiet machine first (at most 15 % of the cores busy over 2 s: scripts/audit/quietMachine.cjs): longest wait ${Math.round(waits.longestMs / 1000)} s; ${waits.busyRuns ? `**${waits.busyRuns} run(s) measured on a machine still busy after 2 minutes**` : "every run started on a quiet machine"}.`,
        ]
      : []),
    "",
    table(rows),
    "",
    "## Goals missed",
    "",
    ...(missing.length ? missing.map((r) => `- \`${r.path}\`: ${goalsMissed(r).join(", ")}`) : ["None: every screen meets every goal."]),
    "",
    HOW_TO_RUN,
  ].join("\n");
}
