import { onSchedule } from "firebase-functions/v2/scheduler";
import { db, verifyAggregates } from "@atelier/server";

/**
 * Every night at 03:00 Paris time: the aggregates are reconciled with the records and repaired
 * with increments where a drift holds across two passes, closed months' shards are folded, and the
 * run is recorded (aggregateChecks, stats/verification; an audit entry and the dashboard's alert on
 * drift). docs/dashboard.md, « Vérification ». At 100,000 orders a run reads each record once
 * (about 150,000 reads, a few cents) and takes a few minutes: hence the 30-minute limit.
 */
export const verifyAggregatesNightly = onSchedule(
  {
    schedule: "0 3 * * *",
    timeZone: "Europe/Paris",
    region: "europe-west1",
    memory: "1GiB",
    timeoutSeconds: 1800,
    retryCount: 1,
  },
  async () => {
    const result = await verifyAggregates(db(), { source: "nightly", repair: true, fold: true });
    // One structured line for Cloud Logging (and a log-based alert if the shop wants one).
    console.log(
      JSON.stringify({
        message: "aggregates verified",
        driftCount: result.drifts.length,
        repairedCount: result.repaired.length,
        folded: result.folded,
        documentsRead: result.documentsRead,
      }),
    );
  },
);
