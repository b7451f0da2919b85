// `npm test`: everything, in the order that fails fastest.
//   0. lint (`npm run lint`): ESLint with the import boundaries (eslint.config.js), then Prettier's
//      check; a failure says which command fixes or shows it
//   1. generated code up to date with schema.graphql and the documents (codegen --check), and
//      every schema element described (graphql-schema-linter, rules in .graphql-schema-linterrc)
//   2. TypeScript, strict, every workspace
//   3. unit tests (jest project "unit")
//   4. build the function bundle and the console, then the first screen's weight budget
//      (scripts/bundle-budget.ts, docs/bundle.md)
//   5. under `firebase emulators:exec` (Auth, Firestore, Functions): the API tests; then under
//      fresh emulators (the same, and Hosting): the demo seed and the end-to-end tests in Debian's
//      Chromium
// Each step prints its time; the run ends with each phase's count, the 20 slowest test files
// (scripts/lib/testReport.cjs) and one line "tests: N passed, M failed".
// `npm test -- --unit` stops after step 3.
import { spawnSync } from "node:child_process";
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

const EMULATORS_LOCK = "/tmp/atelier-emulators.lock";
openSync(EMULATORS_LOCK, "a");

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
    const apiOk = emulated("tests API sur les émulateurs", "api", ["auth", "firestore", "functions"]);
    // Fresh emulators for the end-to-end phase, as `npm start` has them: the Firestore emulator
    // publishes every event of the API run (deletions included) one at a time, even to paused
    // triggers, and the seed's confirmed pause and resume would otherwise wait behind that
    // queue, or see its events run once the triggers are back. It runs whatever the API phase gave.
    const e2eOk = emulated("tests de bout en bout dans Chromium", "e2e", ["auth", "firestore", "functions", "hosting"]);
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

/** One phase under its own `firebase emulators:exec` (the ports are fixed: a run from another checkout waits its turn). */
function emulated(title, project, emulators) {
  return step(
    title,
    "flock",
    [EMULATORS_LOCK, stack.firebaseBin(), ...stack.emulatorArgs("exec", emulators), `node scripts/test-emulated.mjs --only ${project}`],
    stack.emulatorProcessEnv(),
  );
}
