/**
 * Reconciliation of the aggregates with the records (docs/dashboard.md, « Vérification »):
 * `npm run aggregates:verify [-- --repair]` and the nightly scheduled function `verifyAggregates`.
 *
 * 1. The truth: every figure recomputed from the records with the triggers' own rules
 *    (computeStats), and the inbox's unread counters with count() aggregations.
 * 2. The stored figures: bases + shards, read at one instant.
 * 3. The drift per figure. With `repair`, a second pass after `settleMs` keeps only the drifts
 *    seen the same twice (a trigger still catching up has moved its figure by then), and corrects
 *    them with increments (truth − stored), so that a trigger running at the same moment is
 *    never lost.
 * 4. The run is recorded (aggregateChecks/{id}, stats/global.verification); a drift raises the
 *    dashboard's alert and an audit entry.
 */
import { runSystemTransaction } from "./retryBudget";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { compareStats, figures, repairDelta, stableDrifts, type FigureDrift } from "@atelier/domain/statsDrift";
import { UNREAD_FIELDS } from "@atelier/domain/inbox";
import { auditLogWriter } from "./auditLog";
import { CONTACT_MESSAGES } from "./contactMessages/record";
import { CostMeter } from "./cost";
import { FEEDBACK } from "./feedback/record";
import { COUNTED, countersRef, readInboxCounts } from "./inbox/counters";
import { AGGREGATE_CHECKS, incrementShards, readAllStored, STATS, STATS_EVENTS } from "./stats";
import { computeStats } from "./statsRebuild";
import { shardCount, shardOf } from "./statsShards";
import { foldClosedMonths } from "./statsFold";

/** Who ran a reconciliation. */
export type VerificationSource = "nightly" | "command" | "seed" | "test";

export interface VerificationOptions {
  repair?: boolean;
  /** Time left to the triggers between the two passes of a repair (default 30 s). */
  settleMs?: number;
  /**
   * What lets the triggers catch up between the two passes, instead of waiting `settleMs`: a test
   * waits until the emulator has handed over every earlier event (a probe), which a loaded machine
   * can take longer than any fixed wait to do.
   */
  settle?: () => Promise<void>;
  source: VerificationSource;
  /** Fold closed months' shards into their base documents afterwards (the nightly job does). */
  fold?: boolean;
  now?: Date;
}

export interface VerificationResult {
  id: string;
  source: VerificationSource;
  startedAt: string;
  finishedAt: string;
  /** How many non-zero figures the records give, and the documents read to compute them. */
  figuresChecked: number;
  documentsRead: number;
  drifts: FigureDrift[];
  /** The drifts corrected (empty without repair, or when none held across both passes). */
  repaired: FigureDrift[];
  /** Months whose shards were folded into their base document. */
  folded: string[];
}

/** The inbox counters as figures ["inbox", field], for the same comparison as the aggregates. */
async function inboxDrifts(firestore: Firestore, meter: CostMeter): Promise<FigureDrift[]> {
  const stored = await readInboxCounts(firestore, meter);
  const kinds = [
    { field: UNREAD_FIELDS.feedback, collection: FEEDBACK, stored: stored.feedbackUnread },
    { field: UNREAD_FIELDS.contactMessages, collection: CONTACT_MESSAGES, stored: stored.contactUnread },
  ];
  const drifts: FigureDrift[] = [];
  for (const kind of kinds) {
    const counted = firestore.collection(kind.collection).where(COUNTED, "==", true).where("status", "==", "NEW");
    const truth = (await counted.count().get()).data().count;
    meter.aggregation(truth);
    if (truth !== kind.stored) drifts.push({ path: ["inbox", kind.field], stored: kind.stored, truth, drift: truth - kind.stored });
  }
  return drifts;
}

async function pass(firestore: Firestore, meter: CostMeter): Promise<{ drifts: FigureDrift[]; figuresChecked: number }> {
  const [truth, stored] = await Promise.all([computeStats(firestore, (n) => meter.documentsRead(n)), readAllStored(firestore, meter)]);
  const drifts = [...compareStats(stored, truth), ...(await inboxDrifts(firestore, meter))];
  return { drifts, figuresChecked: figures(truth).length + 2 };
}

/** Applies the increments of `drifts` once (its own event marker), on the repair's own shard. */
async function applyRepair(firestore: Firestore, runId: string, drifts: FigureDrift[]): Promise<void> {
  const aggregates = drifts.filter((d) => d.path[0] !== "inbox");
  const inbox = drifts.filter((d) => d.path[0] === "inbox");
  const eventId = `repair-${runId}`;
  await runSystemTransaction(firestore, async (tx) => {
    const marker = firestore.collection(STATS_EVENTS).doc(eventId);
    if ((await tx.get(marker)).exists) return;
    tx.create(marker, { collection: "repair", appliedAt: FieldValue.serverTimestamp(), expireAt: Timestamp.fromMillis(Date.now() + 7 * 86_400_000) });
    incrementShards(firestore, tx, repairDelta(aggregates), shardOf(eventId, shardCount()));
    if (inbox.length) {
      tx.set(countersRef(firestore), Object.fromEntries(inbox.map((d) => [d.path[1], FieldValue.increment(d.drift)])), { merge: true });
    }
  });
}

const MAX_DRIFTS_KEPT = 200;

/** Runs one reconciliation, records it, and returns what it found. */
export async function verifyAggregates(firestore: Firestore, options: VerificationOptions): Promise<VerificationResult> {
  const started = options.now ?? new Date();
  const run = firestore.collection(AGGREGATE_CHECKS).doc();
  const meter = new CostMeter();
  const first = await pass(firestore, meter);
  let repaired: FigureDrift[] = [];
  if (options.repair && first.drifts.length) {
    await (options.settle ? options.settle() : new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 30_000)));
    const second = await pass(firestore, meter);
    repaired = stableDrifts(first.drifts, second.drifts);
    if (repaired.length) await applyRepair(firestore, run.id, repaired);
  }
  const folded = options.fold ? await foldClosedMonths(firestore, started) : [];
  const result: VerificationResult = {
    id: run.id,
    source: options.source,
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    figuresChecked: first.figuresChecked,
    documentsRead: meter.firestoreReads,
    drifts: first.drifts,
    repaired,
    folded,
  };
  await record(firestore, result);
  return result;
}

/** The run's document, the summary the dashboard and /finances read, and on drift an audit entry. */
async function record(firestore: Firestore, result: VerificationResult): Promise<void> {
  const batch = firestore.batch();
  const clip = (drifts: FigureDrift[]) => drifts.slice(0, MAX_DRIFTS_KEPT).map((d) => ({ ...d, path: d.path.join("/") }));
  batch.set(firestore.collection(AGGREGATE_CHECKS).doc(result.id), {
    ...result,
    drifts: clip(result.drifts),
    driftCount: result.drifts.length,
    repaired: clip(result.repaired),
    repairedCount: result.repaired.length,
    expireAt: Timestamp.fromMillis(Date.now() + 90 * 86_400_000),
  });
  // On stats/global, which the dashboard reads anyway: saying when the figures were verified costs nothing.
  const trusted = result.drifts.length === 0 || result.repaired.length === result.drifts.length;
  batch.set(
    firestore.collection(STATS).doc("global"),
    {
      verification: {
        runId: result.id,
        source: result.source,
        verifiedAt: Timestamp.fromDate(new Date(result.finishedAt)),
        driftCount: result.drifts.length,
        repairedCount: result.repaired.length,
      },
      // Figures equal to the records (or repaired to them) are trusted like a rebuild's.
      ...(trusted ? { rebuiltAt: FieldValue.serverTimestamp() } : {}),
    },
    { merge: true },
  );
  await batch.commit();
  if (result.drifts.length) {
    await auditLogWriter(firestore).append({
      actorUid: SYSTEM_ACTOR,
      action: "aggregates.verify",
      targetType: "aggregates",
      targetId: result.id,
      before: { driftCount: result.drifts.length },
      after: { repairedCount: result.repaired.length },
    });
  }
}

/** The audit log's actor for what no administrator did (the nightly job). */
export const SYSTEM_ACTOR = "system";
