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
