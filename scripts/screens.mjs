// `npm run screens`: a picture of every screen of the built console at 1440×900 and 390×844,
// signed in as the demo admin on the demo data, into docs/screens/ with an index (README.md).
// Builds the function and the console, then starts its own emulators, holding the machine-wide
// emulator lock like `npm run audit` (stop `npm start` first).
import { join } from "node:path";
import { runWithBuiltConsole } from "./audit/withBuiltConsole.mjs";
import stack from "./lib/stack.cjs";

runWithBuiltConsole([join(stack.ROOT, "node_modules", ".bin", "tsx"), "scripts/screens/capture.ts", ...process.argv.slice(2)]);
