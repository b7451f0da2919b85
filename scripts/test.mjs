// `npm test`: everything, in the order that fails fastest.
//   0. lint (`npm run lint`): ESLint with the import boundaries (eslint.config.js), then Prettier's
//      check; a failure says which command fixes or shows it
//   1. generated code up to date with schema.graphql and the documents (codegen --check), and
//      every schema element described (graphql-schema-linter, rules in .graphql-schema-linterrc)
//   2. TypeScript, strict, every workspace
//   3. unit tests (jest project "unit")
//   4. build the function bundle and the console, then the first screen's weight budget
//      (scripts/bundle-budget.ts, docs/bundle.md)
//   5. two lanes at once, each on a stack of emulators of its own (stacks 0 and 1,
//      scripts/lib/stack.cjs): half of the API files under `firebase emulators:exec` (Auth,
//      Firestore, Functions), then, on fresh emulators (the same, and Hosting), the demo seed and
//      half of the end-to-end files in Debian's Chromium (scripts/test-phase.mjs)
// Each step prints its time; the run ends with each phase's count, the 20 slowest test files
// (scripts/lib/testReport.cjs) and one line "tests: N passed, M failed".
// `npm test -- --unit` stops after step 3.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import stack from "./lib/stack.cjs";
import testReport from "./lib/testReport.cjs";

const { ROOT } = stack;
const bin = (name) => join(ROOT, "node_modules", ".bin", name);
const reports = join(ROOT, ".cache", "jest");
const suiteStarted = Date.now();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function step(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`  ${result.status === 0 ? "✔" : "✘"} ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
  return result.status === 0;
}

function finish(ok) {
  const { failed, lines } = testReport.summaryLines(testReport.readReports(reports, ROOT));
  console.log(`\nsuite: ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
  for (const line of lines) console.log(line);
  process.exit(ok && failed === 0 ? 0 : 1);
}

const unitOnly = process.argv.includes("--unit");
let ok =
  lint() &&
  step("codegen à jour", bin("graphql-codegen"), ["--config", "codegen.ts", "--check"]) &&
  step("schéma GraphQL documenté", bin("graphql-schema-linter"), []) &&
  (await typecheck(["client", "server", "functions", "scripts", "e2e"])) &&
  // jest's default is one worker fewer than the cores: one worker on these 2-core machines, the
  // other core 40 % idle through the unit tests (vmstat, 3 Dec 2026). One per core instead.
  step("tests unitaires", bin("jest"), [
    "--selectProjects",
    "unit",
    `--maxWorkers=${availableParallelism()}`,
    "--json",
    `--outputFile=${join(reports, "unit.json")}`,
  ]);

if (ok && !unitOnly) {
  ok =
    step("build de la fonction", "node", ["functions/build.mjs"]) &&
    step("build de la console", "npm", ["run", "build", "-w", "client"]) &&
    step("budget du premier écran", bin("tsx"), ["scripts/bundle-budget.ts"]);
  // Neither phase keeps two cores busy alone (the API run: 64 % of them, a test waiting on one
  // request at a time; the end-to-end run: one browser waiting on the API), so each runs in two
  // halves at once, one per stack (stack 0, and stack 1 beside it, every port 10 higher:
  // scripts/lib/stack.cjs). A lane is one stack's API half then its end-to-end half, on fresh
  // emulators with the demo data as `npm start` has them (the API run's leftovers stay in its
  // own); it runs its end-to-end half whatever its API half gave.
  if (ok) ok = await inTwoLanes();
}
finish(ok);

/**
 * `tsc -p` for each project, two at a time (one process uses one core; these machines have two),
 * each printing its time as a step does; false if any failed. The longest first, so that the two
 * end together.
 */
async function typecheck(projects) {
  console.log(`\n▶ typecheck (${projects.join(", ")}, deux à la fois)`);
  const queue = [...projects];
  let ok = true;
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const started = Date.now();
      const code = await new Promise((resolve) => spawn(bin("tsc"), ["-p", project], { cwd: ROOT, stdio: "inherit" }).on("exit", resolve));
      console.log(`  ${code === 0 ? "✔" : "✘"} typecheck ${project} (${Math.round((Date.now() - started) / 1000)} s)`);
      ok &&= code === 0;
    }
  };
  await Promise.all([worker(), worker()]);
  return ok;
}

/** ESLint then Prettier, both cached in .cache/ (a rerun reads only the files that changed). */
function lint() {
  if (!step("lint (ESLint, frontières d’import)", bin("eslint"), ["--cache", "--cache-location", ".cache/eslint/", "."])) {
    console.error(
      "  → corrigez les erreurs ci-dessus (`npx eslint --fix <fichier>` pour celles qui se corrigent seules) ; frontières : docs/architecture.md#boundaries",
    );
    return false;
  }
  if (!step("format (Prettier)", bin("prettier"), ["--check", "--cache", "--cache-location", ".cache/prettier", "."])) {
    console.error("  → `npm run format` réécrit les fichiers listés ci-dessus");
    return false;
  }
  return true;
}

/**
 * The API then end-to-end tests in two lanes at once (jest's --shard, split by measured time:
 * scripts/jest/durationSequencer.cjs), lane n on stack n − 1. Lane 1 prints as the other steps do;
 * lane 2's emulator logs go to .cache/stack1.log (its test reports still print).
 */
async function inTwoLanes() {
  const phases = [
    ["api", "tests API sur les émulateurs"],
    ["e2e", "tests de bout en bout dans Chromium"],
  ];
  console.log(`\n▶ ${phases.map(([, title]) => title).join(", puis ")} (deux moitiés, deux piles d’émulateurs)`);
  const started = Date.now();
  const lane = async (n) => {
    const stdout = n === 1 ? "inherit" : openSync(join(ROOT, ".cache", `stack${n - 1}.log`), "w");
    let laneOk = true;
    for (const [project, title] of phases) {
      const phaseStarted = Date.now();
      const code = await new Promise((resolve) =>
        spawn("node", ["scripts/test-phase.mjs", project, `--shard=${n}/2`], {
          cwd: ROOT,
          stdio: ["ignore", stdout, "inherit"],
          env: { ...process.env, ATELIER_STACK: String(n - 1) },
        }).on("exit", resolve),
      );
      console.log(`  ${code === 0 ? "✔" : "✘"} ${title}, moitié ${n} (${Math.round((Date.now() - phaseStarted) / 1000)} s)`);
      laneOk &&= code === 0;
    }
    return laneOk;
  };
  const lanes = await Promise.all([lane(1), lane(2)]);
  const ok = lanes.every(Boolean);
  console.log(`  ${ok ? "✔" : "✘"} tests API et de bout en bout (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}
