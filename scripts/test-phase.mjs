// One phase of the tests under its own `firebase emulators:exec`, on this process's local stack
// (ATELIER_STACK, scripts/lib/stack.cjs), holding that stack's lock for the emulators' whole life
// (the ports are fixed: a run from another checkout waits its turn):
//   node scripts/test-phase.mjs api|e2e [--shard=i/n] [jest path patterns…]
// Used by `npm test` (scripts/test.mjs: the end-to-end half of each stack at once) and
// `npm run test:focus`. Builds nothing: the function (and the console for e2e) must be built.
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import { createInterface } from "node:readline";
import stack from "./lib/stack.cjs";

const [project, ...rest] = process.argv.slice(2);
if (project !== "api" && project !== "e2e") {
  console.error("usage: node scripts/test-phase.mjs api|e2e [--shard=i/n] [jest path patterns…]");
  process.exit(2);
}
const only = project === "e2e" ? ["auth", "firestore", "functions", "hosting"] : ["auth", "firestore", "functions"];
const quote = (arg) => `'${arg.replaceAll("'", "'\\''")}'`;
const inner = ["node scripts/test-emulated.mjs", `--only ${project}`, ...rest.map(quote)].join(" ");
openSync(stack.EMULATORS_LOCK, "a");
// flock(1) from util-linux holds the lock for the emulators' whole life.
// QUIET: the emulators' own notices (each function run's « Beginning execution ») are not printed;
// the functions' logs, warnings and errors still are. A whole run printed them by the hundred
// thousand, and CI's excerpt of a failed run was those lines, not the failure.
const verbosity = ["--log-verbosity", "QUIET"];
const child = spawn("flock", [stack.EMULATORS_LOCK, stack.firebaseBin(), ...stack.emulatorArgs("exec", only), ...verbosity, inner], {
  cwd: stack.ROOT,
  stdio: ["inherit", "pipe", "inherit"],
  env: stack.emulatorProcessEnv(),
});
// The Hosting emulator logs each proxied request (« [hosting] Rewriting /graphql to … ») through
// the CLI's own logger, which --log-verbosity does not reach: those lines are dropped here.
const HOSTING_REQUEST = /^\[hosting\] Rewriting /;
createInterface({ input: child.stdout, crlfDelay: Infinity }).on("line", (line) => {
  if (!HOSTING_REQUEST.test(line)) process.stdout.write(`${line}\n`);
});
child.on("close", (code) => process.exit(code ?? 1));
