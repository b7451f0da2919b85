// Runs inside `firebase emulators:exec` (see scripts/test.mjs): API tests on an empty database,
// then the demo data, then the end-to-end tests that use it.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import stack from "./lib/stack.cjs";

const { ROOT } = stack;
const reports = join(ROOT, ".cache", "jest");
const env = { ...process.env, ...stack.emulatorClientEnv() };
const run = (cmd, args) => spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env }).status === 0;
const jest = (project) =>
  run(join(ROOT, "node_modules", ".bin", "jest"), [
    "--selectProjects", project, "--runInBand", "--json", `--outputFile=${join(reports, `${project}.json`)}`,
  ]);

await stack.waitFor(stack.HEALTH_URL, { what: "the api function" });
const apiOk = jest("api");
// The e2e tests expect the demo data alone: drop what the API tests left behind.
await stack.clearEmulatorData();
const seeded = run(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/seed/index.ts", "--quiet"]);
const e2eOk = seeded && jest("e2e");
process.exit(apiOk && seeded && e2eOk ? 0 : 1);
