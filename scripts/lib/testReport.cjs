// What `npm test` prints at its end (scripts/test.mjs): each phase's count, the slowest test files
// — where the suite's time goes (docs/testing.md) — and the one closing line CI reads.
// Read from jest's JSON reports (.cache/jest/<project>.json, or <project>.<part>.json). CommonJS, like stack.cjs, so that
// the plain Node script and the jest unit test load it as is.
const { existsSync, readdirSync, readFileSync } = require("node:fs");
const { join, relative } = require("node:path");

const PROJECTS = ["unit", "api", "e2e"];

/**
 * Each project's counts and files (seconds, tests), from the reports that exist in `dir`: the
 * project's own (`e2e.json`) and its parts run at once on separate stacks (`e2e.1.json`, `e2e.2.json`).
 */
function readReports(dir, root) {
  const reports = [];
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  for (const project of PROJECTS) {
    const parts = names.filter((name) => name === `${project}.json` || new RegExp(`^${project}\\.\\d+\\.json$`).test(name));
    if (!parts.length) continue;
    const merged = { project, passed: 0, failed: 0, files: [] };
    for (const name of parts) {
      const report = JSON.parse(readFileSync(join(dir, name), "utf8"));
      merged.passed += report.numPassedTests;
      merged.failed += report.numFailedTests;
      merged.files.push(
        ...report.testResults.map((result) => ({
          path: relative(root, result.name),
          seconds: (result.endTime - result.startTime) / 1000,
          tests: result.assertionResults.length,
          // What failed, by name: CI shows the end of the log, where jest's own summary may not be.
          failures: [
            ...result.assertionResults.filter((a) => a.status === "failed").map((a) => a.fullName ?? a.title),
            ...(result.status === "failed" && !result.assertionResults.some((a) => a.status === "failed") ? ["(the file itself failed)"] : []),
          ],
        })),
      );
    }
    reports.push(merged);
  }
  return reports;
}

/** The `count` slowest files of every project, slowest first. */
function slowestFiles(reports, count = 20) {
  return reports
    .flatMap((r) => r.files.map((file) => ({ project: r.project, ...file })))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The lines `npm test` ends with; the last one is « tests: N passed, M failed ». */
function summaryLines(reports, count = 20) {
  const passed = reports.reduce((n, r) => n + r.passed, 0);
  const failed = reports.reduce((n, r) => n + r.failed, 0);
  const lines = reports.map((r) => `  ${r.project}: ${r.passed} passed, ${r.failed} failed, ${r.files.length} files`);
  const slowest = slowestFiles(reports, count);
  if (slowest.length) {
    lines.push(`  the ${slowest.length} slowest files:`);
    for (const f of slowest) lines.push(`    ${f.seconds.toFixed(1).padStart(6)} s  ${f.project.padEnd(4)}  ${f.path} (${f.tests} tests)`);
  }
  const failing = reports.flatMap((r) => r.files.flatMap((f) => (f.failures ?? []).map((name) => `    ${r.project.padEnd(4)}  ${f.path} › ${name}`)));
  if (failing.length)
    lines.push(`  failed (${failing.length}):`, ...failing.slice(0, 40), ...(failing.length > 40 ? [`    … and ${failing.length - 40} more`] : []));
  lines.push(`tests: ${passed} passed, ${failed} failed`);
  return { passed, failed, lines };
}

module.exports = { readReports, slowestFiles, summaryLines };
