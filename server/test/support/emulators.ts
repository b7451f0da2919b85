import { PROJECT_ID, emulatorClientEnv } from "../../../scripts/lib/stack.cjs";
import { pauseTriggers, resumeTriggers } from "../../../scripts/lib/triggers";

/** API tests run inside `firebase emulators:exec`; make the Admin SDK find the emulators. */
for (const [key, value] of Object.entries(emulatorClientEnv())) process.env[key] ??= value;

const firestoreHost = () => process.env.FIRESTORE_EMULATOR_HOST;
const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST;

/**
 * Empties the Firestore and Auth emulators (their REST endpoints, not a fake).
 * API tests run with the dashboard's aggregation triggers paused: a trigger still running from
 * the previous test's writes would otherwise write stats documents into this test's database
 * (and break, say, a whole-database comparison). Pausing waits for the running ones to finish.
 * The aggregation tests turn them back on with clearEmulatorsWithTriggers().
 */
export async function clearEmulators(): Promise<void> {
  await pauseTriggers();
  await clearData();
}

/** An empty database with the aggregation triggers running (nothing left over from before). */
export async function clearEmulatorsWithTriggers(): Promise<void> {
  await clearEmulators();
  if (!(await resumeTriggers())) throw new Error("the Functions emulator did not resume its triggers");
}

async function clearData(): Promise<void> {
  const responses = await Promise.all([
    fetch(`http://${firestoreHost()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
      method: "DELETE",
    }),
    fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: "DELETE" }),
  ]);
  for (const res of responses) if (!res.ok) throw new Error(`clearing an emulator failed: ${res.status}`);
}
