import { clearEmulatorData, emulatorClientEnv } from "../../../scripts/lib/stack.cjs";
import { pauseTriggers, resumeTriggers } from "../../../scripts/lib/triggers";

/** API tests run inside `firebase emulators:exec`; make the Admin SDK find the emulators. */
for (const [key, value] of Object.entries(emulatorClientEnv())) process.env[key] ??= value;

/**
 * Empties the Firestore and Auth emulators (their REST endpoints, not a fake).
 * API tests run with the dashboard's aggregation triggers paused: a trigger still running from
 * the previous test's writes would otherwise write stats documents into this test's database
 * (and break, say, a whole-database comparison). Pausing waits for the running ones to finish.
 * The aggregation tests turn them back on with clearEmulatorsWithTriggers().
 */
export async function clearEmulators(): Promise<void> {
  await pauseTriggers();
  await clearEmulatorData();
}

/** An empty database with the aggregation triggers running (nothing left over from before). */
export async function clearEmulatorsWithTriggers(): Promise<void> {
  await clearEmulators();
  if (!(await resumeTriggers())) throw new Error("the Functions emulator did not resume its triggers");
}
