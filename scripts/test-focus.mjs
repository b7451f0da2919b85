// A narrowed `npm test` for working on one thing: `npm run test:focus -- api server/test/api/access`
// or `npm run test:focus -- e2e e2e/users`. Builds what the project needs (the function; the
// console too for e2e), then runs only the matching jest files under the emulators. The emulators'
// ports are fixed, so runs from several checkouts on one machine wait for each other (a lock file).
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import stack from "./lib/stack.cjs";

const [project, ...patterns] = process.argv.slice(2);
if (project !== "api" && project !== "e2e") {
  console.error("usage: npm run test:focus -- api|e2e [jest path patterns…]");
  process.exit(2);
}
const { ROOT } = stack;
const sh = (cmd, args, env = process.env) => spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env }).status === 0;
mkdirSync(join(ROOT, ".cache", "jest"), { recursive: true });
const built = sh("node", ["functions/build.mjs"]) && (project !== "e2e" || sh("npm", ["run", "build", "-w", "client"]));
if (!built) process.exit(1);

const ok = sh("node", ["scripts/test-phase.mjs", project, ...patterns]);
process.exit(ok ? 0 : 1);
