import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth } from "firebase/auth";
import { authEmulatorPort, firestoreEmulatorPort } from "./emulatorPorts";

const env = import.meta.env;

/**
 * Without VITE_FIREBASE_API_KEY the console runs in demo mode: the `demo-` project id keeps
 * every SDK offline and Auth talks to the local emulator.
 */
export const isDemoMode = !env.VITE_FIREBASE_API_KEY;

export const firebaseApp = initializeApp(
  isDemoMode
    ? {
        apiKey: "demo-api-key",
        projectId: "demo-atelier",
        authDomain: "demo-atelier.firebaseapp.com",
      }
    : {
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        appId: env.VITE_FIREBASE_APP_ID,
      },
);

export const auth = getAuth(firebaseApp);
auth.languageCode = "fr";

if (isDemoMode) {
  const host = env.VITE_AUTH_EMULATOR_HOST || `127.0.0.1:${authEmulatorPort(Number(location.port))}`;
  connectAuthEmulator(auth, `http://${host}`, { disableWarnings: true });
}

/**
 * In demo mode, the Firestore emulator of the stack that served the console (host and port), for
 * the change feed's listener (features/live, docs/live.md); null against a real project. The
 * Firestore SDK itself is loaded by that listener only, never with the sign-in.
 */
export function firestoreEmulator(): { host: string; port: number } | null {
  if (!isDemoMode) return null;
  const [host, port] = (env.VITE_FIRESTORE_EMULATOR_HOST || `127.0.0.1:${firestoreEmulatorPort(Number(location.port))}`).split(":") as [string, string];
  return { host, port: Number(port) };
}
