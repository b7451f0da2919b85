import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

// Only ever the emulators: the runner sets FIRESTORE_EMULATOR_HOST.
const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

/** How many orders of the demo data use a delivery method (what its refused delete must say). */
export async function ordersUsingDeliveryMethod(id: string): Promise<number> {
  const snap = await firestore().collection("orders").where("deliveryMethodId", "==", id).count().get();
  return snap.data().count;
}

/** A text-to-image style some creations use: its name and how many. */
export async function styleInUse(): Promise<{ name: string; count: number }> {
  const db = firestore();
  const creation = (await db.collection("creations").where("kind", "==", "TEXT_TO_IMAGE").limit(1).get()).docs[0];
  if (!creation) throw new Error("the demo data has no text-to-image creation");
  const id: string = creation.get("style");
  const style = await db.doc(`textToImageStyles/${id}`).get();
  const count = (await db.collection("creations").where("style", "==", id).count().get()).data().count;
  return { name: style.get("name"), count };
}

/** French thousands, as the refusal writes the count (« 1 234 » with a no-break space). */
export const frenchCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");

/** The record `collection/id` as Firestore holds it. */
export async function storedById(collection: string, id: string): Promise<Record<string, any> | undefined> {
  return (await firestore().doc(`${collection}/${id}`).get()).data();
}

/** The record of `collection` named `name`, or undefined. */
export async function storedByName(collection: string, name: string): Promise<Record<string, any> | undefined> {
  return (await firestore().collection(collection).where("name", "==", name).limit(1).get()).docs[0]?.data();
}

/** Adds an active record at the end of `collection`, as the storefront's tools would, for a test to change; its id. */
export async function addCatalogueRecord(collection: string, fields: Record<string, unknown>): Promise<string> {
  const last = (await firestore().collection(collection).orderBy("position", "desc").limit(1).get()).docs[0];
  const position = ((last?.get("position") as number | undefined) ?? -1) + 1;
  return (
    await firestore()
      .collection(collection)
      .add({ ...fields, isActive: true, position, version: 1 })
  ).id;
}

/** How many orders contain a printing product (its `productIds`), and how many creations use a style or prompt. */
export async function ordersWithProduct(id: string): Promise<number> {
  return (await firestore().collection("orders").where("productIds", "array-contains", id).count().get()).data().count;
}

export async function creationsUsingStyle(id: string): Promise<number> {
  return (await firestore().collection("creations").where("style", "==", id).count().get()).data().count;
}
