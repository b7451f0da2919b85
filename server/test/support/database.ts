import { EMULATOR_PROBES } from "../../src/firestore/emulatorProbes";

/**
 * Collections a dump leaves out: the probes scripts/lib/triggers.ts writes (and deletes) to prove
 * the emulator's triggers running, which a resume in the middle of a test may write.
 */
const LEFT_OUT: ReadonlySet<string> = new Set([EMULATOR_PROBES]);

interface FoundDocument {
  document?: { name: string; fields?: unknown; updateTime: string };
}

/**
 * Every document of the database, subcollections included, with its update time: comparing two
 * dumps proves that a request wrote nothing at all (not even to a collection the test did not
 * think of). One kindless query over every collection at any depth (`allDescendants` without a
 * collection id, as the Admin SDK's recursiveDelete asks it) sent to the emulator's REST API with
 * its owner's token: one request, where walking the collections took one per collection and
 * document — the API tests call it twice per refusal (docs/testing.md).
 */
export async function dumpDatabase(): Promise<Record<string, string>> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  if (!host || !project) throw new Error("dumpDatabase needs the Firestore emulator (FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT)");
  const root = `projects/${project}/databases/(default)/documents`;
  const res = await fetch(`http://${host}/v1/${root}:runQuery`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!res.ok) throw new Error(`dumpDatabase: the emulator answered ${res.status} ${await res.text()}`);
  const dump: Record<string, string> = {};
  for (const { document } of (await res.json()) as FoundDocument[]) {
    if (!document) continue; // the answer's last element may carry only its read time
    const path = document.name.slice(root.length + 1);
    if (LEFT_OUT.has(path.split("/")[0]!)) continue;
    dump[path] = `${document.updateTime} ${JSON.stringify(document.fields ?? {})}`;
  }
  return Object.fromEntries(Object.entries(dump).sort(([a], [b]) => a.localeCompare(b)));
}
