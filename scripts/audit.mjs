// `npm run audit`: Lighthouse (desktop preset, Debian's Chromium) over every screen of the built
// console, signed in as the demo admin, written to docs/audit.md. A benchmark, not a test: it
// reports and never fails on a score. Builds the function and the console, then starts its own
// emulators with the demo data, holding the machine-wide emulator lock (stop `npm start` first).
import { spawnSync } from "node:child_process";
import { openSync } from "node:fs";
import stack from "./lib/stack.cjs";

const { ROOT } = stack;
const sh = (cmd, args, env = process.env) => spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env }).status === 0;

if (!(sh(process.execPath, ["functions/build.mjs"]) && sh("npm", ["run", "build", "-w", "client"]))) process.exit(1);

const inner = `${process.execPath} scripts/audit/lighthouse.mjs`;
openSync("/tmp/atelier-emulators.lock", "a");
const ok = sh(
  "flock",
  ["/tmp/atelier-emulators.lock", stack.firebaseBin(), ...stack.emulatorArgs("exec", ["auth", "firestore", "functions", "hosting"]), inner],
  stack.emulatorProcessEnv(),
);
process.exit(ok ? 0 : 1);
