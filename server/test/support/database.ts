import type { CollectionReference } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { EMULATOR_PROBES } from "../../src/firestore/emulatorProbes";

/**
 * Collections a dump leaves out: the probes scripts/lib/triggers.ts writes (and deletes) to prove
 * the emulator's triggers running, which a resume in the middle of a test may write.
 */
const LEFT_OUT: ReadonlySet<string> = new Set([EMULATOR_PROBES]);

/**
 * Every document of the database, subcollections included, with its update time: comparing two
 * dumps proves that a request wrote nothing at all (not even to a collection the test did not
 * think of).
 */
export async function dumpDatabase(): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    await Promise.all(
      collections.map(async (collection) => {
        // listDocuments also finds documents that only hold subcollections.
        const [snap, refs] = await Promise.all([collection.get(), collection.listDocuments()]);
        for (const doc of snap.docs) dump[doc.ref.path] = `${doc.updateTime.valueOf()} ${JSON.stringify(doc.data())}`;
        await Promise.all(refs.map(async (ref) => walk(await ref.listCollections())));
      }),
    );
  };
  await walk((await db().listCollections()).filter((collection) => !LEFT_OUT.has(collection.id)));
  return Object.fromEntries(Object.entries(dump).sort(([a], [b]) => a.localeCompare(b)));
}
