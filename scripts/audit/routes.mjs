// The demo data and the screens `npm run audit` measures and `npm run screens` photographs: /login, then every route of the shell as the end-to-end
// suite lists them (e2e/support/expectations.ts, SHELL_ROUTE_TITLES: one list for the tests, the
// audit and the screenshots), the detail routes on a paid order of the demo data and its customer.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import stack from "../lib/stack.cjs";

/**
 * Empties the emulators and loads the demo data (2,000 orders), once the function answers. Also
 * points this process's Firebase Admin SDK at the emulators.
 */
export async function seedDemoData() {
  Object.assign(process.env, stack.emulatorClientEnv());
  await stack.waitFor(stack.HEALTH_URL, { what: "the api function" });
  await stack.clearEmulatorData();
  const tsx = join(stack.ROOT, "node_modules", ".bin", "tsx");
  const seeded = spawnSync(tsx, ["scripts/seed/index.ts", "--quiet"], { cwd: stack.ROOT, stdio: "inherit", env: process.env });
  if (seeded.status !== 0) throw new Error("the demo seed failed");
}

/** The shell's routes, read from the e2e suite's list (plain JavaScript here: see lighthouse.mjs). */
export function shellRoutePaths() {
  const source = readFileSync(join(stack.ROOT, "e2e", "support", "expectations.ts"), "utf8");
  const table = source.slice(source.indexOf("SHELL_ROUTE_TITLES"));
  const paths = [...table.matchAll(/\[\s*"(\/[^"]*)",\s*"/g)].map((m) => m[1]);
  if (paths.length < 19) throw new Error(`expected every shell route in e2e/support/expectations.ts, found ${paths.length}`);
  return paths;
}

/** /login and every shell route, detail routes on real demo records. */
export async function auditedPaths() {
  const snap = await getFirestore(initializeApp({ projectId: stack.PROJECT_ID }))
    .collection("orders")
    .where("status", "==", "paid")
    .limit(1)
    .get();
  const order = snap.docs[0];
  if (!order) throw new Error("the demo data has no paid order");
  return [
    "/login",
    ...shellRoutePaths().map((p) =>
      p.replace("/orders/e2e-order", `/orders/${order.id}`).replace("/users/e2e-user", `/users/${order.get("userId")}`),
    ),
  ];
}
