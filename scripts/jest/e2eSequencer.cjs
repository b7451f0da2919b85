// jest's test sequencer (jest.config.js): how `npm test` splits the end-to-end files between its two stacks (jest --shard=i/n, see
// scripts/test.mjs): by their measured time, not by count, so that both halves end together.
// e2e/durations.json holds each file's seconds from a whole run (refresh it from
// .cache/jest/e2e.*.json with `node scripts/jest/e2eSequencer.cjs --refresh` after adding slow files; a file
// it does not list counts as the median). Longest first, each to the lighter half; within a half,
// longest first too.
const Sequencer = require("@jest/test-sequencer").default;
const { readFileSync, readdirSync, writeFileSync } = require("node:fs");
const { join, relative } = require("node:path");

const ROOT = join(__dirname, "..", "..");
const DURATIONS = join(ROOT, "e2e", "durations.json");

/** Each file's weight: its measured seconds, or the median of those measured. */
function weights() {
  const seconds = JSON.parse(readFileSync(DURATIONS, "utf8"));
  const sorted = Object.values(seconds).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 30;
  return (path) => seconds[relative(ROOT, path)] ?? median;
}

/** The files of half `index` (1-based) of `count`: greedy on measured seconds, ties by path. */
function split(paths, index, count, weightOf) {
  const ordered = [...paths].sort((a, b) => weightOf(b) - weightOf(a) || (a < b ? -1 : 1));
  const load = Array.from({ length: count }, () => 0);
  const mine = [];
  for (const path of ordered) {
    const lightest = load.indexOf(Math.min(...load));
    load[lightest] += weightOf(path);
    if (lightest === index - 1) mine.push(path);
  }
  return mine;
}

class DurationSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const mine = new Set(
      split(
        tests.map((t) => t.path),
        shardIndex,
        shardCount,
        weights(),
      ),
    );
    return tests.filter((t) => mine.has(t.path));
  }

  // The unit and API projects keep jest's own order (this sequencer is the whole run's).
  sort(tests) {
    if (!tests.every((t) => relative(ROOT, t.path).startsWith("e2e/"))) return super.sort(tests);
    const weightOf = weights();
    return [...tests].sort((a, b) => weightOf(b.path) - weightOf(a.path) || (a.path < b.path ? -1 : 1));
  }
}

module.exports = DurationSequencer;
module.exports.split = split;
module.exports.weights = weights;

if (require.main === module && process.argv.includes("--refresh")) {
  const reports = join(ROOT, ".cache", "jest");
  const seconds = {};
  for (const name of readdirSync(reports).filter((n) => /^e2e(\.\d+)?\.json$/.test(n))) {
    for (const result of JSON.parse(readFileSync(join(reports, name), "utf8")).testResults) {
      seconds[relative(ROOT, result.name)] = Math.round((result.endTime - result.startTime) / 100) / 10;
    }
  }
  const ordered = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(DURATIONS, JSON.stringify(ordered, null, 2) + "\n");
  console.log(`e2e/durations.json: ${Object.keys(ordered).length} files`);
}
