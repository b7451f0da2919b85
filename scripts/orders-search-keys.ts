// `npm run orders:search-keys`: stores `idSearchKey` and `productIds` on every order that lacks
// them — orders written before the fields and their trigger existed, which the orders search
// would not find and a product's usage count would miss. Safe to run at any time and more than
// once (it writes only missing or stale fields).
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { backfillOrderIdSearchKeys } from "../server/src/firestore/orderSearchKey";
import { PROJECT_ID } from "./lib/stack.cjs";

async function main() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("FIRESTORE_EMULATOR_HOST n'est pas défini : ce script ne vise que les émulateurs.");
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
  const written = await backfillOrderIdSearchKeys(getFirestore(app));
  console.log(`Clés de recherche des commandes : ${written} commande(s) mise(s) à jour`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
