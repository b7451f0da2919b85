/**
 * The console as `npm start` serves it: Vite's dev server, React's StrictMode on (its double
 * effects), proxied to the same function as the built console. Most e2e tests run the built
 * console (the app production serves); a test about behaviour that only StrictMode's double
 * effects reveal runs on both (issue 25: drawers that closed by themselves on `npm start` only).
 * Its own port, so that a developer's `npm start` is left alone.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { FUNCTION_BASE, PORTS, ROOT, STACK, waitFor } from "../../scripts/lib/stack.cjs";

/** Beside the Hosting emulator's console, one per local stack (scripts/lib/stack.cjs). */
export const DEV_CONSOLE_PORT = 5174 + 10 * STACK;
export const DEV_CONSOLE_URL = `http://127.0.0.1:${DEV_CONSOLE_PORT}`;

/** Starts the dev server before the file's tests and stops it after; returns its URL. */
export function devConsolePerFile(): string {
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    server = spawn(join(ROOT, "node_modules", ".bin", "vite"), ["--port", String(DEV_CONSOLE_PORT), "--strictPort"], {
      cwd: join(ROOT, "client"),
      // This stack's function, Auth and Firestore emulators (client/vite.config.ts, client/src/app/firebase.ts):
      // the dev server's port is no Hosting port, from which the page would take stack 0's — the
      // live feed of another lane, or nothing on stack 3.
      env: {
        ...process.env,
        ATELIER_FUNCTION_URL: FUNCTION_BASE,
        VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
        VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
      },
      stdio: "ignore",
      // Its own process group, so that stopping it stops its workers too.
      detached: true,
    });
    await waitFor(DEV_CONSOLE_URL, { what: "the console's dev server", timeoutMs: 120_000 });
  }, 300_000);
  afterAll(() => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  });
  return DEV_CONSOLE_URL;
}
