// Runs inside `firebase emulators:exec` (see scripts/test.mjs): API tests on an empty database,
// then the demo data, then the end-to-end tests that use it.
// `--only api|e2e` and jest path patterns after `--` narrow the run (scripts/test-focus.mjs).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import stack from "./lib/stack.cjs";

// `--shard=i/n`: jest's i-th part of n of the files (`npm test` runs the e2e halves on two stacks at once).
const { values, positionals } = parseArgs({ options: { only: { type: "string" }, shard: { type: "string" } }, allowPositionals: true });
const shard = values.shard ? /^(\d+)\/(\d+)$/.exec(values.shard) : null;
if (values.shard && !shard) throw new Error(`--shard=i/n, not ${values.shard}`);
const wants = (project) => !values.only || values.only === project;

const { ROOT } = stack;
// The end-to-end tests' demo data: every screen as `npm start` shows it, with 600 orders instead of
// 2,000. The Firestore emulator answers a query by reading the whole collection (it keeps no
// index), and the orders, their invoices, accounting documents and history entries grow with the
// orders: a console load's queries cost it about half as much CPU at 600 (docs/testing.md). No test
// depends on the volume; how the console holds 100,000 orders is `npm run bench`'s to measure.
const E2E_DEMO_ORDERS = 600;
const reports = join(ROOT, ".cache", "jest");
const env = { ...process.env, ...stack.emulatorClientEnv() };
const run = (cmd, args) => spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env }).status === 0;
const jest = (project) =>
  run(join(ROOT, "node_modules", ".bin", "jest"), [
    "--selectProjects",
    project,
    "--runInBand",
    "--json",
    // One report per part (scripts/lib/testReport.cjs reads them all).
    `--outputFile=${join(reports, shard ? `${project}.${shard[1]}.json` : `${project}.json`)}`,
    ...(shard ? [`--shard=${shard[1]}/${shard[2]}`] : []),
    ...positionals,
  ]);

await stack.waitFor(stack.HEALTH_URL, { what: "the api function" });
// The local SMTP sink the mail function sends to (SMTP_CONNECTION_URI, see stack.cjs): the
// tests read what it received through its REST API. Started here, inside the emulators' lock.
await stack.stopMailSink(); // one a crashed run left behind
await stack.startMailSink();
await fetch(`${stack.MAILBOX_URL}/api/email/all`, { method: "DELETE" });
const apiOk = !wants("api") || jest("api");
let e2eOk = true;
if (wants("e2e")) {
  // The e2e tests expect the demo data alone: drop what the API tests left behind when both run
  // under the same emulators (`npm test` gives the e2e phase fresh ones: see scripts/test.mjs).
  await stack.clearEmulatorData();
  const seeded = run(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/seed/index.ts", "--quiet", "--orders", String(E2E_DEMO_ORDERS)]);
  e2eOk = seeded && jest("e2e");
}
await stack.stopMailSink();
process.exit(apiOk && e2eOk ? 0 : 1);
