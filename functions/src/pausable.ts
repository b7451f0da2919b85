import { existsSync } from "node:fs";

/**
 * The local tooling's pause of the background triggers without reloading them (emulator only).
 * The API tests pause and resume the triggers around almost every test. The Emulator Hub's own
 * switch resumes by reloading every definition, which kills the warm workers and registers each
 * trigger once more with the Firestore emulator, so that after N resumes every write is
 * dispatched N times: the suite slowed down as it went. Instead, the tests create the file named
 * by ATELIER_TRIGGER_GATE (scripts/lib/triggers.ts, one name per emulator session from
 * scripts/lib/stack.cjs) and a wrapped trigger that finds it does nothing: the event is dropped,
 * as a disabled trigger's is. Deployed, FUNCTIONS_EMULATOR is unset and the handler is unwrapped.
 */
const gate = process.env.FUNCTIONS_EMULATOR === "true" ? process.env.ATELIER_TRIGGER_GATE : undefined;

export function pausable<E>(handler: (event: E) => Promise<void>): (event: E) => Promise<void> {
  if (!gate) return handler;
  return async (event) => {
    if (existsSync(gate)) return;
    await handler(event);
  };
}
