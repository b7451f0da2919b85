// Pauses the Functions emulator's background triggers (the dashboard aggregation) through the
// Emulator Hub. Bulk writes (the seed, the benchmark) pause them, then rebuild the aggregates
// from scratch: thousands of trigger runs would be slow, and a rebuild racing them could count
// a write twice. When no Functions emulator runs, there is nothing to pause.
const hub = () => process.env.FIREBASE_EMULATOR_HUB ?? "127.0.0.1:4400";

async function hubCall(path: "disableBackgroundTriggers" | "enableBackgroundTriggers"): Promise<boolean> {
  try {
    const res = await fetch(`http://${hub()}/functions/${path}`, { method: "PUT" });
    return res.ok;
  } catch {
    return false; // no hub: Firestore alone, no triggers
  }
}

/** Disables the triggers (the hub waits for the running ones to finish); false when none run. */
export const pauseTriggers = () => hubCall("disableBackgroundTriggers");
export const resumeTriggers = () => hubCall("enableBackgroundTriggers");

/** Runs `work` with the triggers paused, and resumes them afterwards if they were running. */
export async function withTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
  const paused = await pauseTriggers();
  try {
    return await work();
  } finally {
    if (paused) await resumeTriggers();
  }
}
