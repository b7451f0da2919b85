import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

// Only ever the emulators: the runner sets FIRESTORE_EMULATOR_HOST.
const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

/** The stored moderation of a creation, as the server wrote it. */
export async function storedModeration(id: string): Promise<Record<string, any>> {
  const snap = await firestore().doc(`creations/${id}`).get();
  return snap.get("moderation");
}

/** The oldest creation of the demo data: never on the first page of any view. */
export async function oldestCreationId(): Promise<string> {
  const snap = await firestore().collection("creations").orderBy("createdAt", "asc").limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error("the demo data has no creation");
  return doc.id;
}

/** An image-to-image creation of the demo data (made from a customer's photo). */
export async function imageToImageCreationId(): Promise<string> {
  const snap = await firestore().collection("creations").where("kind", "==", "IMAGE_TO_IMAGE").limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error("the demo data has no image-to-image creation");
  return doc.id;
}
