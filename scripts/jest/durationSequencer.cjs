// jest's test sequencer (jest.config.js): how `npm test` splits the API files and the end-to-end
// files between its two stacks (jest --shard=i/n, see scripts/test.mjs): by their measured time,
// not by count, so that both halves end together.
// Each project's durations.json (DURATIONS below) holds each file's seconds from a whole run;
// refresh them from .cache/jest/ with `node scripts/jest/durationSequencer.cjs --refresh` after
// adding slow files (a file one does not list counts as its median). Longest first, each to the
// lighter half; within an end-to-end half, longest first too.
const Sequencer = require("@jest/test-sequencer").default;
const { existsSync, readFileSync, readdirSync, writeFileSync } = require("node:fs");
const { join, relative } = require("node:path");

const ROOT = join(__dirname, "..", "..");
/** Where each split project keeps its files' seconds, by the folder its tests live in. */
const DURATIONS = {
  api: { folder: "server/test/api/", file: join(ROOT, "server", "test", "api", "durations.json") },
  e2e: { folder: "e2e/", file: join(ROOT, "e2e", "durations.json") },
};

/** The split project `path` belongs to (undefined for the unit tests). */
const projectOf = (path) => Object.keys(DURATIONS).find((project) => relative(ROOT, path).startsWith(DURATIONS[project].folder));

/**
 * A file's key in durations.json: its path from the project's folder on (« e2e/orders.test.ts »),
 * wherever the checkout that measured it lives — a fresh clone in /tmp refreshes the same keys
 * as /work/main (keys relative to this checkout once read « ../../tmp/…/e2e/… » and matched no file,
 * so every file weighed the median and the halves were cut by count).
 */
function keyOf(project, path) {
  const folder = DURATIONS[project].folder;
  const at = path.split("\\").join("/").lastIndexOf(`/${folder}`);
  return at === -1 ? relative(ROOT, path) : path.slice(at + 1);
}

/** Each file's weight in `project`: its measured seconds, or the median of those measured. */
function weights(project = "e2e") {
  const file = DURATIONS[project].file;
  const seconds = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const sorted = Object.values(seconds).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 30;
  return (path) => seconds[keyOf(project, path)] ?? median;
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
    const project = tests.length ? projectOf(tests[0].path) : undefined;
    if (!project) return super.shard(tests, { shardIndex, shardCount });
    const mine = new Set(
      split(
        tests.map((t) => t.path),
        shardIndex,
        shardCount,
        weights(project),
      ),
    );
    return tests.filter((t) => mine.has(t.path));
  }

  // The unit and API projects keep jest's own order (this sequencer is the whole run's).
  sort(tests) {
    if (!tests.every((t) => projectOf(t.path) === "e2e")) return super.sort(tests);
    const weightOf = weights("e2e");
    return [...tests].sort((a, b) => weightOf(b.path) - weightOf(a.path) || (a.path < b.path ? -1 : 1));
  }
}

module.exports = DurationSequencer;
module.exports.split = split;
module.exports.weights = weights;
module.exports.projectOf = projectOf;
module.exports.keyOf = keyOf;
module.exports.DURATIONS = DURATIONS;

if (require.main === module && process.argv.includes("--refresh")) {
  const reports = join(ROOT, ".cache", "jest");
  for (const [project, { file }] of Object.entries(DURATIONS)) {
    const seconds = {};
    for (const name of readdirSync(reports).filter((n) => new RegExp(`^${project}(\\.\\d+)?\\.json$`).test(n))) {
      for (const result of JSON.parse(readFileSync(join(reports, name), "utf8")).testResults) {
        seconds[keyOf(project, result.name)] = Math.round((result.endTime - result.startTime) / 100) / 10;
      }
    }
    if (Object.keys(seconds).length === 0) continue; // no report of this project: keep its file
    const ordered = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(file, JSON.stringify(ordered, null, 2) + "\n");
    console.log(`${relative(ROOT, file)}: ${Object.keys(ordered).length} files`);
  }
}
