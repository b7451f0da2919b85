/**
 * The demo data set the personal-data tests start from (personalData.test.ts, personalDataErasure.test.ts),
 * and a walk over every document (the erasure's and the register's leak checks):
 * an empty database, a small demo seed, an owner, and the two customers with the most orders —
 * the one the test is about, and another whose data must stay out of it.
 */
import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { seedDemoData } from "../../../scripts/seed";
import { clearEmulators, withTriggersPaused } from "./emulators";
import { createAdmin, db } from "./identities";

export interface DemoCustomer {
  uid: string;
  email: string;
  orders: string[];
}

export async function seedPersonalDataDemo(): Promise<{ owner: { uid: string; token: string }; customer: DemoCustomer; other: DemoCustomer }> {
  // The seed opens the same Admin SDK app: the API's Firestore (with its settings) must come first.
  db();
  await clearEmulators();
  await seedDemoData({ orders: 80, users: 12, creations: 30, transactions: 40, quiet: true, triggers: { withTriggersPaused } });
  const owner = await createAdmin("proprietaire@atelier.test");
  const byUser = new Map<string, string[]>();
  for (const order of (await db().collection("orders").get()).docs) byUser.set(order.get("userId"), [...(byUser.get(order.get("userId")) ?? []), order.id]);
  const [first, second] = [...byUser.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, 2) as [[string, string[]], [string, string[]]];
  const customerOf = async ([uid, orders]: [string, string[]]) => ({ uid, orders, email: (await db().doc(`users/${uid}`).get()).get("email") as string });
  return { owner, customer: await customerOf(first), other: await customerOf(second) };
}

/** Every document of the database, with its path (subcollections included). */
export async function everyDocument(): Promise<DocumentSnapshot[]> {
  const docs: DocumentSnapshot[] = [];
  const walk = async (parent: { listCollections(): Promise<{ listDocuments(): Promise<DocumentReference[]> }[]> }) => {
    for (const collection of await parent.listCollections()) {
      for (const ref of await collection.listDocuments()) {
        const snap = await ref.get();
        if (snap.exists) docs.push(snap);
        await walk(ref);
      }
    }
  };
  await walk(db());
  return docs;
}
