import { clearEmulatorData, emulatorClientEnv } from "../../../scripts/lib/stack.cjs";
import { createTriggerSwitch } from "../../../scripts/lib/triggers";
import { TRIGGERS_LOADED_ENV } from "./triggerSetup";

/** API tests run inside `firebase emulators:exec`; make the Admin SDK find the emulators. */
for (const [key, value] of Object.entries(emulatorClientEnv())) process.env[key] ??= value;

/**
 * This test file's switch of the background triggers (scripts/lib/triggers.ts). The API run's
 * global setup (triggerSetup.ts) proved the triggers loaded and running with a probe, then paused
 * them, before any test file: a test file's pause can therefore disable them at once, and every
 * resume is confirmed by a probe. The global teardown resumes them (confirmed) for what runs next.
 */
const triggers = createTriggerSwitch({
  initialState: process.env[TRIGGERS_LOADED_ENV] === "true" ? "loaded" : "unknown",
  gateFile: process.env.ATELIER_TRIGGER_GATE, // set for the emulators by scripts/lib/stack.cjs
});

/** Enables the triggers and waits until a probe proves them running (re-enabling if the reload failed). */
export const resumeTriggers = triggers.resumeTriggers;
/** Disables the triggers (waiting for the running ones to finish). */
export const pauseTriggers = triggers.pauseTriggers;
/** `work` with the triggers running, then back as they were (paused, in a test file), even if it throws. */
export const withTriggersRunning = triggers.withTriggersRunning;
/** `work` with the triggers paused, then back as they were, even if it throws. */
export const withTriggersPaused = triggers.withTriggersPaused;
export const waitForTriggersRunning = triggers.waitForTriggersRunning;

/**
 * Empties the Firestore and Auth emulators (their REST endpoints, not a fake).
 * API tests run with the background triggers paused: a trigger still running from the previous
 * test's writes would otherwise write stats documents into this test's database (and break, say,
 * a whole-database comparison). Pausing waits for the running ones to finish; the events of the
 * writes made while paused are dropped by the emulator, never replayed later. The tests that need
 * a trigger turn them back on with clearEmulatorsWithTriggers() or withTriggersRunning().
 */
export async function clearEmulators(): Promise<void> {
  await pauseTriggers();
  await clearEmulatorData();
}

/**
 * An empty database with the triggers running (nothing left over from before), confirmed by a
 * probe. They stay running until the next clearEmulators().
 */
export async function clearEmulatorsWithTriggers(): Promise<void> {
  await clearEmulators();
  if (!(await resumeTriggers())) throw new Error("no Functions emulator: these tests need its triggers");
}
