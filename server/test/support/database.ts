import { db } from "../../src/firebase";

/**
 * Every document of the database with its update time: comparing two dumps proves that a
 * request wrote nothing at all (not even to a collection the test did not think of).
 */
export async function dumpDatabase(): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  const collections = await db().listCollections();
  for (const collection of collections) {
    const snap = await collection.get();
    for (const doc of snap.docs) dump[doc.ref.path] = `${doc.updateTime.valueOf()} ${JSON.stringify(doc.data())}`;
  }
  return dump;
}
