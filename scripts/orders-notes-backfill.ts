// `npm run orders:notes-backfill`: moves the `notes` array of every order written before notes
// moved to orders/{id}/notes into that subcollection, and removes the array. Safe to run at any
// time and more than once (server/src/firestore/orders/notesBackfill.ts).
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { backfillOrderNotes } from "../server/src/firestore/orders/notesBackfill";
import { PROJECT_ID } from "./lib/stack.cjs";

async function main() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("FIRESTORE_EMULATOR_HOST n'est pas défini : ce script ne vise que les émulateurs.");
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
  const { orders, notes } = await backfillOrderNotes(getFirestore(app));
  console.log(`Notes des commandes : ${notes} note(s) de ${orders} commande(s) déplacée(s) dans leur sous-collection`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
