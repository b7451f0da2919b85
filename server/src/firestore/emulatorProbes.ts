import type { Firestore } from "firebase-admin/firestore";

/**
 * `emulatorProbes/{id}`: documents the local tooling writes to prove that the Functions
 * emulator's background triggers are loaded and running (scripts/lib/triggers.ts). A trigger
 * that exists only under the emulator (functions/src/emulatorProbe.ts) marks each new one with
 * `seenAt`; the tooling deletes it once seen. Nothing else reads or writes them; clients are
 * denied by firestore.rules' default rule, and test dumps leave them out.
 */
export const EMULATOR_PROBES = "emulatorProbes";

/**
 * The probe trigger's whole work: mark the probe as seen. An update, not a set, so that an
 * event delivered after the tooling deleted the probe never brings it back.
 */
export async function markEmulatorProbe(firestore: Firestore, id: string): Promise<"marked" | "gone"> {
  try {
    await firestore.collection(EMULATOR_PROBES).doc(id).update({ seenAt: new Date() });
    return "marked";
  } catch (error) {
    if ((error as { code?: unknown }).code === 5) return "gone"; // NOT_FOUND
    throw error;
  }
}
