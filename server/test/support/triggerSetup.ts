// The API test run's global setup and teardown (jest.config.js, project "api"): they run once,
// in jest's own process, before the first test file and after the last.
import { emulatorClientEnv } from "../../../scripts/lib/stack.cjs";
import { createTriggerSwitch } from "../../../scripts/lib/triggers";

/** Set by the global setup once a probe has proven the triggers loaded; read by emulators.ts. */
export const TRIGGERS_LOADED_ENV = "ATELIER_TEST_TRIGGERS_LOADED";

function useEmulators() {
  for (const [key, value] of Object.entries(emulatorClientEnv())) process.env[key] ??= value;
}

/**
 * Waits until the Functions emulator has loaded the triggers and they answer a probe, then pauses
 * them: each test file starts from paused triggers whose definitions are known to be loaded
 * (test-emulated.mjs starts the tests once the `api` function answers, which can be before the
 * triggers are registered).
 */
export async function setup(): Promise<void> {
  useEmulators();
  if (await createTriggerSwitch({ gateFile: process.env.ATELIER_TRIGGER_GATE }).pauseTriggers()) process.env[TRIGGERS_LOADED_ENV] = "true";
}

/**
 * The run ends with the triggers running, confirmed (the end-to-end phase seeds after it). The
 * probe may wait long here: the Firestore emulator publishes every write's and every deletion's
 * event to the Functions emulator one at a time, even while the triggers are paused (they find
 * the gate closed), and the API run may leave thousands of them queued in front of the probe's.
 */
export async function teardown(): Promise<void> {
  useEmulators();
  await createTriggerSwitch({ timeoutMs: 600_000, gateFile: process.env.ATELIER_TRIGGER_GATE }).resumeTriggers();
}
