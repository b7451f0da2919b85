import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

/**
 * The Admin SDK app, created on first use and reused for the life of the process (a function
 * instance serves many requests). Emulator hosts come from the environment
 * (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST), set by the Functions emulator and by
 * our scripts.
 */
function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID;
  return initializeApp(projectId ? { projectId } : undefined);
}

let firestore: Firestore | undefined;

export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(adminApp());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
