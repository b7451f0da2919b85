// `npm run bench`: Firestore reads and latency of the API's operations against the emulators,
// at 2,000 and 100,000 orders. Starts its own emulators (stop `npm start` first; on a shared
// machine wrap it in the lock: `flock /tmp/atelier-emulators.lock npm run bench`).
//   npm run bench -- [--sizes 2000,100000] [--runs 20] [--only finances,dashboard]
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import stack from "./lib/stack.cjs";

const { ROOT } = stack;
const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env }).status ?? 1;

if (run(process.execPath, ["functions/build.mjs"]) !== 0) process.exit(1);
const inner = [join(ROOT, "node_modules", ".bin", "tsx"), "scripts/bench/index.ts", ...process.argv.slice(2)].join(" ");
process.exit(run(stack.firebaseBin(), [...stack.emulatorArgs("exec", ["auth", "firestore", "functions"]), inner], stack.emulatorProcessEnv()));
