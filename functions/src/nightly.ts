import { onSchedule } from "firebase-functions/v2/scheduler";
import { db, notifyFiguresDrift, notifyLateWorkQueues, purgeExpiredRecords, verifyAggregates } from "@atelier/server";

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
    // The members who see the finances are told of a drift in their bell (docs/notifications.md).
    await notifyFiguresDrift(db(), result.drifts.length);
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

/**
 * Every night at 02:30 Paris time, before the reconciliation: contact messages, feedback and mails
 * sent older than the owner's retention periods are deleted (docs/personal-data.md « Conservation »),
 * at most 5,000 of each kind a night, with one audit entry and one log line of counts.
 */
export const purgeExpiredRecordsNightly = onSchedule(
  { schedule: "30 2 * * *", timeZone: "Europe/Paris", region: "europe-west1", memory: "512MiB", timeoutSeconds: 900, retryCount: 1 },
  async () => {
    const report = await purgeExpiredRecords(db());
    console.log(JSON.stringify({ message: "expired records purged", ...report }));
  },
);

/**
 * Every hour: each work queue's late count, as the sidebar counts it (one count() each); a queue
 * with late records tells the members who may open it, once a day per queue (docs/notifications.md).
 */
export const notifyLateWorkQueuesHourly = onSchedule(
  { schedule: "0 * * * *", timeZone: "Europe/Paris", region: "europe-west1", memory: "256MiB", timeoutSeconds: 120, retryCount: 1 },
  async () => {
    const late = await notifyLateWorkQueues(db());
    console.log(JSON.stringify({ message: "work queues checked", ...late }));
  },
);
