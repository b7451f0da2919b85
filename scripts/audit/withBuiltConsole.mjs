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
  if (!(sh(process.execPath, ["functions/build.mjs"]) && sh("npm", ["run", "build", "-w", "client"]))) process.exit(1);
  openSync(EMULATOR_LOCK, "a");
  const ok = sh(
    "flock",
    [EMULATOR_LOCK, stack.firebaseBin(), ...stack.emulatorArgs("exec", ["auth", "firestore", "functions", "hosting"]), argv.map(quote).join(" ")],
    stack.emulatorProcessEnv(),
  );
  process.exit(ok ? 0 : 1);
}
