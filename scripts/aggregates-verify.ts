// `npm run aggregates:verify [-- --repair] [--settle SECONDS] [--fold]`: compares every stored
// aggregate (dashboard, orders tabs, finances, inbox badges) with the records of the emulators'
// database, prints the drift per figure, and with --repair corrects the drifts that hold across two
// passes with increments (truth − stored), safe while triggers run. Exit code 1 when a drift is
// left. The same check runs every night in production (functions/src/nightly.ts).
import { parseArgs } from "node:util";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { verifyAggregates } from "../server/src/firestore/statsVerify";
import { figureLabel } from "@atelier/domain/statsDrift";
import { PROJECT_ID } from "./lib/stack.cjs";

const { values } = parseArgs({
  options: { repair: { type: "boolean" }, settle: { type: "string" }, fold: { type: "boolean" }, quiet: { type: "boolean" } },
});

async function main(): Promise<number> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("FIRESTORE_EMULATOR_HOST n'est pas défini : la vérification locale ne vise que les émulateurs.");
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
  const settle = Number(values.settle ?? 10);
  if (!Number.isFinite(settle) || settle < 0) throw new Error(`--settle attend un nombre de secondes (reçu « ${values.settle} »)`);
  const result = await verifyAggregates(getFirestore(app), { source: "command", repair: values.repair, fold: values.fold, settleMs: settle * 1000 });
  const seconds = ((Date.parse(result.finishedAt) - Date.parse(result.startedAt)) / 1000).toFixed(1);
  console.log(`${result.figuresChecked} chiffres vérifiés (${result.documentsRead} lectures, ${seconds} s).`);
  if (result.drifts.length === 0) {
    console.log("Aucun écart : les agrégats égalent les données.");
  } else {
    console.log(`${result.drifts.length} écart(s) :`);
    for (const d of result.drifts.slice(0, values.quiet ? 10 : 200)) {
      console.log(`  ${figureLabel(d.path).padEnd(44)} stocké ${d.stored}, réel ${d.truth} (${d.drift > 0 ? "+" : ""}${d.drift})`);
    }
    if (values.repair) console.log(`${result.repaired.length} écart(s) corrigé(s) par incréments ; les autres bougeaient encore (déclencheurs en cours).`);
  }
  if (result.folded.length) console.log(`Mois clos regroupés : ${result.folded.join(", ")}`);
  const left = values.repair ? result.drifts.length - result.repaired.length : result.drifts.length;
  return left === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
