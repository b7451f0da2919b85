// The demo data and the screens `npm run audit` measures and `npm run screens` photographs: /login, then every screen of the console's
// route table (client/src/app/routeTable.ts, SCREEN_ROUTES: one list for the console, the tests,
// the audit and the screenshots), the detail routes on a paid order of the demo data and its customer.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { tsImport } from "tsx/esm/api";
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

/**
 * The console's route table and its path builders, imported through tsx for this import only
 * (this file stays plain JavaScript: see lighthouse.mjs).
 */
const routeTable = () => tsImport("../../client/src/app/routeTable.ts", import.meta.url);
const paths = () => tsImport("../../client/src/app/paths.ts", import.meta.url);

/** /login and every shell route, detail routes on real demo records. */
export async function auditedPaths() {
  const snap = await getFirestore(initializeApp({ projectId: stack.PROJECT_ID }))
    .collection("orders")
    .where("status", "==", "paid")
    .limit(1)
    .get();
  const order = snap.docs[0];
  if (!order) throw new Error("the demo data has no paid order");
  const [{ SCREEN_ROUTES }, { LOGIN_ROUTE, PATHS, orderPath, userPath }] = await Promise.all([routeTable(), paths()]);
  const records = { [PATHS.order]: orderPath(order.id), [PATHS.user]: userPath(order.get("userId")) };
  return [LOGIN_ROUTE.path, ...SCREEN_ROUTES.map((route) => records[route.path] ?? route.path)];
}
