// What `npm run audit` and `npm run screens` share: build the function and the console, then run
// `command` under `firebase emulators:exec` (Auth, Firestore, Functions, Hosting serving
// client/dist), holding the machine-wide emulator lock for the emulators' whole life (the ports
// are fixed: runs from other checkouts, test:focus included, wait their turn; stop `npm start` first).
import { spawnSync } from "node:child_process";
import { openSync } from "node:fs";
import stack from "../lib/stack.cjs";

export const EMULATOR_LOCK = "/tmp/atelier-emulators.lock";

const sh = (cmd, args, env = process.env) => spawnSync(cmd, args, { cwd: stack.ROOT, stdio: "inherit", env }).status === 0;

/** Quoted for the shell `emulators:exec` runs its command in. */
const quote = (arg) => `'${arg.replaceAll("'", "'\\''")}'`;

/** Builds, then runs `argv` (program and arguments) under the emulators; exits with its status. */
export function runWithBuiltConsole(argv) {
  process.exit(withBuiltConsole(argv) ? 0 : 1);
}

/**
 * Builds, then runs `argv` under the emulators; whether all went well. `lock: false` for a caller
 * already run under the lock (`flock … npm run bench`): taking it again would wait for ever.
 */
export function withBuiltConsole(argv, { lock = true } = {}) {
  if (!(sh(process.execPath, ["functions/build.mjs"]) && sh("npm", ["run", "build", "-w", "client"]))) return false;
  // QUIET: the emulators' own notices (each function run's two lines, each request's access line)
  // are not printed, by the thousand, on the machine Lighthouse is measuring.
  const quiet = ["--log-verbosity", "QUIET"];
  const exec = [stack.firebaseBin(), ...stack.emulatorArgs("exec", ["auth", "firestore", "functions", "hosting"]), ...quiet, argv.map(quote).join(" ")];
  if (!lock) return sh(exec[0], exec.slice(1), stack.emulatorProcessEnv());
  openSync(EMULATOR_LOCK, "a");
  return sh("flock", [EMULATOR_LOCK, ...exec], stack.emulatorProcessEnv());
}
