// After the seed (whose aggregates are rebuilt into base documents only), the operations are
// measured as a live shop reads them: with every shard of the global totals and of the current
// month written by the triggers. Writes `count` storefront documents dated now with the triggers
// running, then waits until the aggregates equal the records again (verifyAggregates, no repair).
import { getFirestore } from "firebase-admin/firestore";
import { verifyAggregates } from "../../server/src/firestore/statsVerify";
import { STATS_SHARDS } from "../../server/src/firestore/statsShards";
import { monthOf, parisDay } from "@atelier/domain/parisCalendar";
import { withTriggersRunning } from "../lib/triggers";
import { burstDocuments } from "./burstDocuments";
import { benchApp } from "./support";

export async function writeLiveShards(count = 160, timeoutMs = 600_000): Promise<{ shards: number; ms: number }> {
  const db = getFirestore(benchApp());
  const started = Date.now();
  await withTriggersRunning(async () => {
    const at = new Date();
    const docs = burstDocuments(count);
    for (let i = 0; i < docs.length; i += 20) {
      await Promise.all(docs.slice(i, i + 20).map((d) => db.collection(d.collection).doc(d.id).set(d.data(at))));
    }
    const deadline = Date.now() + timeoutMs;
    let drifts = (await verifyAggregates(db, { source: "command" })).drifts.length;
    while (drifts > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 2000));
      drifts = (await verifyAggregates(db, { source: "command" })).drifts.length;
    }
    if (drifts > 0) throw new Error(`the aggregates did not catch up within ${timeoutMs / 1000} s (${drifts} figures differ)`);
  });
  const scopes = ["global", monthOf(parisDay(new Date()))];
  const shards = (await db.collection(STATS_SHARDS).where("scope", "in", scopes).count().get()).data().count;
  return { shards, ms: Date.now() - started };
}
