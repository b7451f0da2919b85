import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readReports, summaryLines } from "./testReport.cjs";

/** A jest JSON report with one file per entry: [path, seconds, tests]. */
function report(files: [string, number, number][], failed = 0) {
  const tests = files.reduce((n, [, , t]) => n + t, 0);
  return {
    numPassedTests: tests - failed,
    numFailedTests: failed,
    testResults: files.map(([path, seconds, count], fileIndex) => ({
      name: `/repo/${path}`,
      startTime: 1_000,
      endTime: 1_000 + seconds * 1000,
      // The first `failed` tests of the first file failed.
      assertionResults: Array.from({ length: count }, (_, i) =>
        fileIndex === 0 && i < failed ? { status: "failed", fullName: `cas ${i + 1}` } : { status: "passed", fullName: `ok ${i + 1}` },
      ),
    })),
  };
}

describe("the end of `npm test`", () => {
  it("counts each phase, lists the slowest files of all phases, and ends with the line CI reads", () => {
    const dir = mkdtempSync(join(tmpdir(), "test-report-"));
    writeFileSync(join(dir, "unit.json"), JSON.stringify(report([["a.test.ts", 0.5, 10]])));
    writeFileSync(
      join(dir, "api.json"),
      JSON.stringify(
        report(
          [
            ["b.test.ts", 30, 3],
            ["c.test.ts", 12.25, 4],
          ],
          1,
        ),
      ),
    );
    // No e2e report: the phase did not run (`npm test -- --unit`).
    const { passed, failed, lines } = summaryLines(readReports(dir, "/repo"), 2);
    expect({ passed, failed }).toEqual({ passed: 16, failed: 1 });
    expect(lines).toEqual([
      "  unit: 10 passed, 0 failed, 1 files",
      "  api: 6 passed, 1 failed, 2 files",
      "  the 2 slowest files:",
      "      30.0 s  api   b.test.ts (3 tests)",
      "      12.3 s  api   c.test.ts (4 tests)",
      "  failed (1):",
      "    api   b.test.ts › cas 1",
      "tests: 16 passed, 1 failed",
    ]);
  });

  it("adds up the parts of a phase run at once on two stacks (e2e.1.json, e2e.2.json)", () => {
    const dir = mkdtempSync(join(tmpdir(), "test-report-"));
    writeFileSync(join(dir, "e2e.1.json"), JSON.stringify(report([["e2e/a.test.ts", 20, 2]])));
    writeFileSync(join(dir, "e2e.2.json"), JSON.stringify(report([["e2e/b.test.ts", 40, 3]], 1)));
    writeFileSync(join(dir, "e2e.notes.txt"), "ignored");
    const { passed, failed, lines } = summaryLines(readReports(dir, "/repo"), 5);
    expect({ passed, failed }).toEqual({ passed: 4, failed: 1 });
    expect(lines).toEqual([
      "  e2e: 4 passed, 1 failed, 2 files",
      "  the 2 slowest files:",
      "      40.0 s  e2e   e2e/b.test.ts (3 tests)",
      "      20.0 s  e2e   e2e/a.test.ts (2 tests)",
      "  failed (1):",
      "    e2e   e2e/b.test.ts › cas 1",
      "tests: 4 passed, 1 failed",
    ]);
  });
});
