/**
 * Which file storage an environment gets, decided from its variables alone (no I/O but reading
 * a FIREBASE_CONFIG file), so that the decision is tested as a table: env in, choice out.
 *
 * - STORAGE_BUCKET set → Cloud Storage, that bucket (production, or the Storage emulator).
 * - Deployed (see isDeployedFunction) → Cloud Storage, the project's default bucket from
 *   FIREBASE_CONFIG's `storageBucket`; none → refused. A deployed instance's disk is an
 *   in-memory, per-instance scratch space: files written there vanish and signed links break
 *   between instances, so falling back to it would lose images silently.
 * - Anywhere else (the emulators, scripts, tests) → the local disk.
 */
import { readFileSync } from "node:fs";

export type StorageChoice =
  { kind: "cloudStorage"; bucket: string; from: "STORAGE_BUCKET" | "FIREBASE_CONFIG" } | { kind: "localDisk" } | { kind: "refused"; reason: string };

/**
 * Running as a deployed Cloud Function (2nd gen, i.e. Cloud Run): the platform sets K_SERVICE
 * (Cloud Run) and FUNCTION_TARGET (functions framework). The Functions emulator sets
 * FUNCTIONS_EMULATOR=true and may set the others too, so it wins: the emulator is never deployed.
 */
export function isDeployedFunction(env: NodeJS.ProcessEnv): boolean {
  if (env.FUNCTIONS_EMULATOR === "true") return false;
  return Boolean(env.K_SERVICE?.trim() || env.FUNCTION_TARGET?.trim());
}

export const NO_BUCKET_REASON =
  "storage: refusing to start: deployed function without a bucket (set STORAGE_BUCKET, or give the project a default Cloud Storage bucket so that FIREBASE_CONFIG carries storageBucket); local-disk storage is for the emulators only";

export function chooseStorage(env: NodeJS.ProcessEnv): StorageChoice {
  const bucket = env.STORAGE_BUCKET?.trim();
  if (bucket) return { kind: "cloudStorage", bucket, from: "STORAGE_BUCKET" };
  if (!isDeployedFunction(env)) return { kind: "localDisk" };
  const defaultBucket = firebaseConfigBucket(env.FIREBASE_CONFIG);
  if (defaultBucket) return { kind: "cloudStorage", bucket: defaultBucket, from: "FIREBASE_CONFIG" };
  return { kind: "refused", reason: NO_BUCKET_REASON };
}

/** FIREBASE_CONFIG is JSON, or (as firebase-admin also accepts) the path of a JSON file. */
function firebaseConfigBucket(config: string | undefined): string | null {
  const text = config?.trim();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text.startsWith("{") ? text : readFileSync(text, "utf8"));
    const bucket = (parsed as { storageBucket?: unknown } | null)?.storageBucket;
    return typeof bucket === "string" && bucket.trim() ? bucket.trim() : null;
  } catch {
    return null;
  }
}
