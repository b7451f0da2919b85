// Lighthouse times a page on the machine as it is: a build, a test run or the emulators still at
// work on the last screen's writes take cores from Chromium, and the page's tasks grow long. In the
// audit of 5 Dec 2026 (fresh clone 24) the first round's first thirteen minutes ran the console's
// scripts twice as slowly as the next rounds (/users: 1,988 ms of script evaluation against 1,036,
// performance 68 against 99), on a machine whose single-core speed (Lighthouse's benchmarkIndex)
// had not changed: another job was sharing it. So each run waits for a quiet machine first.
const { readFileSync } = require("node:fs");

/** The machine's CPU time so far, all cores: idle and total, in clock ticks (Linux's /proc/stat). */
function cpuTimes(stat = readFileSync("/proc/stat", "utf8")) {
  const fields = stat.split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
  const counted = fields.slice(0, 8);
  return { idle: counted[3] + (counted[4] ?? 0), total: counted.reduce((sum, n) => sum + n, 0) };
}

/** The share of all cores busy between two readings of cpuTimes (0 when no time passed). */
function busyShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the machine has been quiet — at most `busyAtMost` of all its cores busy — over a
 * window of `windowMs`, or until `giveUpAfterMs` (then the run is measured anyway, and says so).
 * Where there is no /proc/stat (not Linux), nothing to wait for.
 */
async function waitForQuietMachine({ busyAtMost = 0.15, windowMs = 2_000, giveUpAfterMs = 120_000, read = cpuTimes } = {}) {
  const started = Date.now();
  let before;
  try {
    before = read();
  } catch {
    return { quiet: true, waitedMs: 0, busy: NaN };
  }
  for (;;) {
    await sleep(windowMs);
    const after = read();
    const busy = busyShare(before, after);
    const waitedMs = Date.now() - started;
    if (busy <= busyAtMost) return { quiet: true, waitedMs, busy };
    if (waitedMs >= giveUpAfterMs) return { quiet: false, waitedMs, busy };
    before = after;
  }
}

module.exports = { cpuTimes, busyShare, waitForQuietMachine };
