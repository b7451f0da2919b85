import { PROJECT_ID, emulatorClientEnv } from "../../../scripts/lib/stack.cjs";

/** API tests run inside `firebase emulators:exec`; make the Admin SDK find the emulators. */
for (const [key, value] of Object.entries(emulatorClientEnv())) process.env[key] ??= value;

const firestoreHost = () => process.env.FIRESTORE_EMULATOR_HOST;
const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST;

/** Empties the Firestore and Auth emulators (their REST endpoints, not a fake). */
export async function clearEmulators(): Promise<void> {
  const responses = await Promise.all([
    fetch(`http://${firestoreHost()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
      method: "DELETE",
    }),
    fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: "DELETE" }),
  ]);
  for (const res of responses) if (!res.ok) throw new Error(`clearing an emulator failed: ${res.status}`);
}
