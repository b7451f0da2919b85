// `npm run aggregates:rebuild`: recomputes the dashboard's and the finances' aggregates
// (stats/global, statsMonths/*) from every order, user, creation and transaction of the
// emulators' database, with the aggregation triggers paused meanwhile.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { rebuildAggregates } from "../server/src/firestore/statsRebuild";
import { withTriggersPaused } from "./lib/triggers";
import { PROJECT_ID } from "./lib/stack.cjs";

async function main() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("FIRESTORE_EMULATOR_HOST n'est pas défini : la reconstruction ne vise que les émulateurs.");
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
  const started = Date.now();
  const stats = await withTriggersPaused(() => rebuildAggregates(getFirestore(app)));
  console.log(
    `Agrégats reconstruits en ${((Date.now() - started) / 1000).toFixed(1)} s : ${stats.global.users} utilisateurs, ` +
      `${Object.values(stats.global.ordersByStatus).reduce((a, b) => a + b, 0)} commandes, ${stats.global.creations} créations, ` +
      `${Object.keys(stats.days).length} jours`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
