// `npm test`: everything, in the order that fails fastest.
//   0. lint (`npm run lint`): ESLint with the import boundaries (eslint.config.js), then Prettier's
//      check; a failure says which command fixes or shows it
//   1. generated code up to date with schema.graphql and the documents (codegen --check), and
//      every schema element described (graphql-schema-linter, rules in .graphql-schema-linterrc)
//   2. TypeScript, strict, every workspace
//   3. unit tests (jest project "unit")
//   4. build the function bundle and the console, then the first screen's weight budget
//      (scripts/bundle-budget.ts, docs/bundle.md)
//   5. under `firebase emulators:exec` (Auth, Firestore, Functions): the API tests; then, in two
//      halves at once on two fresh stacks of emulators (the same, and Hosting): the demo seed and
//      the end-to-end tests in Debian's Chromium (scripts/test-phase.mjs)
// Each step prints its time; the run ends with each phase's count, the 20 slowest test files
// (scripts/lib/testReport.cjs) and one line "tests: N passed, M failed".
// `npm test -- --unit` stops after step 3.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
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
  ["server", "functions", "client", "scripts", "e2e"].every((project) => step(`typecheck ${project}`, bin("tsc"), ["-p", project])) &&
  step("tests unitaires", bin("jest"), ["--selectProjects", "unit", "--json", `--outputFile=${join(reports, "unit.json")}`]);

if (ok && !unitOnly) {
  ok =
    step("build de la fonction", "node", ["functions/build.mjs"]) &&
    step("build de la console", "npm", ["run", "build", "-w", "client"]) &&
    step("budget du premier écran", bin("tsx"), ["scripts/bundle-budget.ts"]);
  if (ok) {
    const apiOk = step("tests API sur les émulateurs", "node", ["scripts/test-phase.mjs", "api"]);
    // The end-to-end tests use about one core (a browser waiting on the API, the API on its
    // emulators): their two halves run at once, each on fresh emulators of its own with the demo
    // data (stack 0, and stack 1 beside it, every port 10 higher: scripts/lib/stack.cjs). Fresh
    // emulators, as `npm start` has them: the API run's leftovers stay in its own. They run
    // whatever the API phase gave.
    const e2eOk = await inTwoHalves("tests de bout en bout dans Chromium", "e2e");
    ok = apiOk && e2eOk;
  }
}
finish(ok);

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
 * A phase in two halves at once (jest's --shard), half n on stack n − 1. Half 1 prints as the other
 * phases do; half 2's emulator log goes to .cache/e2e-stack1.log (its test report still prints).
 */
async function inTwoHalves(title, project) {
  console.log(`\n▶ ${title} (deux moitiés, deux piles d’émulateurs)`);
  const started = Date.now();
  const half = (n) =>
    new Promise((resolve) => {
      const stdout = n === 1 ? "inherit" : openSync(join(ROOT, ".cache", `${project}-stack${n - 1}.log`), "w");
      const child = spawn("node", ["scripts/test-phase.mjs", project, `--shard=${n}/2`], {
        cwd: ROOT,
        stdio: ["ignore", stdout, "inherit"],
        env: { ...process.env, ATELIER_STACK: String(n - 1) },
      });
      child.on("exit", (code) => {
        console.log(`  ${code === 0 ? "✔" : "✘"} ${title}, moitié ${n} (${Math.round((Date.now() - started) / 1000)} s)`);
        resolve(code === 0);
      });
    });
  const halves = await Promise.all([half(1), half(2)]);
  const ok = halves.every(Boolean);
  console.log(`  ${ok ? "✔" : "✘"} ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}
