// `npm run media:backfill`: gives the media library a record (and a thumbnail) for every stored
// image it does not know yet — issue 10's catalogue/ uploads, the seeded styles/ and products/
// images (server/src/firestore/mediaFiles/backfill.ts). Safe to run more than once.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { backfillMediaIndex } from "../server/src/firestore/mediaFiles/backfill";
import { createStorage } from "../server/src/storage";
import { bucketOf } from "../server/src/uploads/mediaLibrary";
import { PROJECT_ID } from "./lib/stack.cjs";

async function main() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("FIRESTORE_EMULATOR_HOST n'est pas défini : ce script ne vise que les émulateurs.");
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
  const storage = createStorage();
  const { indexed, kept } = await backfillMediaIndex(getFirestore(app), storage, bucketOf(storage));
  console.log(`Médiathèque : ${indexed} fichier(s) indexé(s), ${kept} déjà connu(s)`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
