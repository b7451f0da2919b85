// `npm run audit`: Lighthouse (desktop preset, Debian's Chromium) over every screen of the built
// console, signed in as the demo admin, written to docs/audit.md. A benchmark, not a test: it
// reports and never fails on a score. `npm run audit` measures each screen three times (`--runs
// 3`, the default) and writes the medians; `npm run audit -- --runs 1 --only /,/finances`
// measures those screens once and prints them without writing docs/audit.md. Builds the function
// and the console, then starts its own emulators with the demo data, holding the machine-wide
// emulator lock (stop `npm start` first).
import { runWithBuiltConsole } from "./audit/withBuiltConsole.mjs";

runWithBuiltConsole([process.execPath, "scripts/audit/lighthouse.mjs", ...process.argv.slice(2)]);
