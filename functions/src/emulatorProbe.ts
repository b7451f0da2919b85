import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { db, EMULATOR_PROBES, markEmulatorProbe } from "@atelier/server";

/**
 * Exists only under the Functions emulator (it sets FUNCTIONS_EMULATOR=true both when it reads
 * the functions' definitions and when it runs them; a deployment's discovery does not, so this
 * is never deployed). It marks every new `emulatorProbes/{id}` document as seen: the local
 * tooling (scripts/lib/triggers.ts) writes one to prove that background triggers are loaded and
 * running before it pauses them for a seed, and after it resumes them. Undefined otherwise: the
 * platform's loader skips an export that is not a function.
 */
export const emulatorProbe =
  process.env.FUNCTIONS_EMULATOR === "true"
    ? onDocumentCreated({ document: `${EMULATOR_PROBES}/{id}`, region: "europe-west1", memory: "256MiB" }, async (event) => {
        await markEmulatorProbe(db(), event.params.id);
      })
    : undefined;
