// The write burst (docs/benchmarks.md, « Write burst »): runs inside `firebase emulators:exec`
// started by scripts/bench.mjs with ATELIER_STATS_SHARDS set in the emulators' environment (the
// functions read their shard count there). On the demo data, with the triggers RUNNING, paced
// concurrent writers create `--documents` orders, creations, users and transactions in about
// `--seconds`; then it measures how long the aggregates take to catch up, how many aggregate
// transactions were aborted and retried (the markers' `attempts`), and the drift once settled,
// which must be 0 (exit code 1 otherwise).
//   tsx scripts/bench/burst.ts --shards 8 [--documents 2000] [--seconds 20] [--writers 24] [--timeout 600] [--out file.json]
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { FieldValue, getFirestore, type Firestore } from "firebase-admin/firestore";
import { seedDemoData } from "../seed";
import { ROOT, clearEmulatorData, emulatorClientEnv, waitFor, HEALTH_URL } from "../lib/stack.cjs";
import { resumeTriggers } from "../lib/triggers";
import { readAllStored, STATS_EVENTS, writeDelta } from "../../server/src/firestore/stats";
import { CostMeter } from "../../server/src/firestore/cost";
import { applyDelta, type Stats } from "@atelier/domain/dashboardStats";
import { verifyAggregates } from "../../server/src/firestore/statsVerify";
import { compareStats, figureLabel, type FigureDrift } from "@atelier/domain/statsDrift";
import { burstDocuments } from "./burstDocuments";
import { benchApp } from "./support";

const { values } = parseArgs({
  options: {
    shards: { type: "string" },
    documents: { type: "string", default: "2000" },
    seconds: { type: "string", default: "20" },
    writers: { type: "string", default: "24" },
    timeout: { type: "string", default: "600" },
    out: { type: "string" },
  },
});

export interface BurstResult {
  shards: number;
  documents: number;
  byCollection: Record<string, number>;
  writers: number;
  /** First write sent → last write acknowledged. */
  writeMs: number;
  writeErrors: number;
  /** Write latency seen by the writers (ms). */
  writeP50: number;
  writeP95: number;
  /** Events that change an aggregate (a FAILED purchase changes none): the markers expected. */
  expectedEvents: number;
  appliedEvents: number;
  markersByCollection: Record<string, number>;
  expectedByCollection: Record<string, number>;
  /** Markers when the expected count was first reached (more may follow: see appliedEvents). */
  markersAtCatchUp: number;
  /** First write → the triggers' queue drained (the sentinel handled, markers still for 15 s). */
  drainedMs: number | null;
  /** First write → the stored aggregates equal today's figures plus the burst's (null: not within the timeout). */
  caughtUpMs: number | null;
  /** First write → the first verification that found no drift started (null: never). */
  verifiedMs: number | null;
  /** Events applied by the time the last write was acknowledged. */
  appliedWhenWritesEnded: number;
  /** Markers' commit window: first → last appliedAt, and the rate over it. */
  applyWindowMs: number;
  retried: number;
  extraAttempts: number;
  maxAttempts: number;
  /** Events per shard index (the shards the triggers really used). */
  perShard: Record<string, number>;
  drifts: number;
  driftSample: string[];
  baselineDrifts: number;
  verifyReads: number;
  startedAt: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const countMarkers = async (db: Firestore) => (await db.collection(STATS_EVENTS).count().get()).data().count;

async function waitForMarkers(db: Firestore, target: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await countMarkers(db)) >= target) return true;
    await sleep(500);
  }
  return false;
}

async function until(condition: () => Promise<boolean>, deadline: number, everyMs = 1000): Promise<boolean> {
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(everyMs);
  }
  return false;
}

/** Waits for the triggers' queue to drain after the burst; the time it did (from `start`), or null. */
async function settle(db: Firestore, start: number, timeoutMs: number): Promise<number | null> {
  const deadline = start + timeoutMs;
  const count = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;
  const orders = db.collection("orders");
  const users = db.collection("users");
  const keysStored = await until(
    async () =>
      (await count(orders.where("idSearchKey", ">=", ""))) === (await count(orders)) &&
      (await count(users.where("emailKey", ">=", ""))) === (await count(users)),
    deadline,
  );
  if (!keysStored) return null;
  const sentinel = (await orders.where("status", "==", "delivered").limit(1).get()).docs[0]!.ref;
  await sentinel.update({ idSearchKey: FieldValue.delete() });
  const handled = await until(async () => typeof (await sentinel.get()).get("idSearchKey") === "string", deadline);
  if (!handled) return null;
  let last = await countMarkers(db);
  let stillSince = Date.now();
  while (Date.now() - stillSince < 15_000 && Date.now() < deadline) {
    await sleep(1000);
    const now = await countMarkers(db);
    if (now !== last) [last, stillSince] = [now, Date.now()];
  }
  return stillSince - start;
}

const describe = (d: FigureDrift) => `${figureLabel(d.path)}: stored ${d.stored}, truth ${d.truth}`;

async function main(): Promise<number> {
  for (const [key, value] of Object.entries(emulatorClientEnv())) process.env[key] ??= value;
  const shards = Number(values.shards ?? process.env.ATELIER_STATS_SHARDS ?? 8);
  const total = Number(values.documents);
  const seconds = Number(values.seconds);
  const writers = Number(values.writers);
  const timeoutMs = Number(values.timeout) * 1000;
  if (process.env.ATELIER_STATS_SHARDS !== String(shards)) {
    throw new Error(
      `ATELIER_STATS_SHARDS=${process.env.ATELIER_STATS_SHARDS ?? "(unset)"} in the emulators' environment, but --shards ${shards}: start it through scripts/bench.mjs`,
    );
  }
  await waitFor(HEALTH_URL, { what: "the api function" });
  const db = getFirestore(benchApp());

  console.log(`\n— Rafale d'écritures, ${shards} shard(s) : base vide, jeu de démonstration…`);
  await clearEmulatorData({ auth: false });
  const seeded = await seedDemoData({ quiet: true });
  console.log(`  semé en ${(seeded.ms / 1000).toFixed(1)} s (déclencheurs en pause pendant le semis, agrégats reconstruits)`);

  // The triggers must run during the burst: resume them (the seed did, if it paused them), then
  // prove it — a probe creation and its deletion must each leave a marker.
  if (!(await resumeTriggers())) throw new Error("the Emulator Hub did not resume the background triggers");
  const beforeProbe = await countMarkers(db);
  const probe = db.collection("creations").doc(`bench-probe-${Date.now()}`);
  await probe.create({ userId: "demo-client", createdAt: new Date(), moderation: { isModerated: false } });
  if (!(await waitForMarkers(db, beforeProbe + 1, 120_000)))
    throw new Error("the aggregate trigger did not run on a probe write within 120 s: triggers paused?");
  await probe.delete();
  if (!(await waitForMarkers(db, beforeProbe + 2, 120_000))) throw new Error("the aggregate trigger did not run on the probe's deletion within 120 s");

  const baseline = await verifyAggregates(db, { source: "command" });
  console.log(`  avant la rafale : ${baseline.drifts.length} écart(s) entre agrégats et données`);
  for (const d of baseline.drifts.slice(0, 10)) console.log(`    ${describe(d)}`);
  // What the aggregates must hold once the burst is applied: today's stored figures plus each
  // written document's contribution, by the triggers' own rules (writeDelta).
  const expected: Stats = await readAllStored(db, new CostMeter());
  const knownMarkers = new Set((await db.collection(STATS_EVENTS).select().get()).docs.map((d) => d.id));
  const docs = burstDocuments(total);
  const expectedEvents = docs.filter((d) => d.counted).length;
  const byCollection: Record<string, number> = {};
  for (const d of docs) byCollection[d.collection] = (byCollection[d.collection] ?? 0) + 1;

  // Paced writers: document i is due at start + i × interval; a writer late on schedule does not wait.
  const interval = (seconds * 1000) / total;
  const latencies: number[] = [];
  let writeErrors = 0;
  let next = 0;
  const start = Date.now();
  const elapsed = () => Date.now() - start;
  let writesDone = false;
  let caughtUpMs: number | null = null;
  let lastLog = -Infinity;

  const poller = (async () => {
    // Catch-up, exactly and cheaply: the stored aggregates (bases + shards, a few dozen documents)
    // against today's figures plus every written document's contribution, every 500 ms.
    while (caughtUpMs === null && elapsed() < timeoutMs) {
      const stored = await readAllStored(db, new CostMeter());
      const applied = (await countMarkers(db)) - knownMarkers.size;
      if (writesDone && compareStats(stored, expected).length === 0) caughtUpMs = elapsed();
      else await sleep(500);
      if (elapsed() - lastLog >= 10_000) {
        lastLog = elapsed();
        console.log(
          `  ${(lastLog / 1000).toFixed(0)} s : ${applied} marqueurs (${expectedEvents} événements attendus)${writesDone ? "" : " (écriture en cours)"}`,
        );
      }
    }
  })();

  console.log(`  rafale : ${total} documents (${JSON.stringify(byCollection)}), ${writers} écrivains, ~${seconds} s`);
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < docs.length) {
        const i = next++;
        const doc = docs[i]!;
        const wait = start + i * interval - Date.now();
        if (wait > 0) await sleep(wait);
        const t0 = Date.now();
        try {
          const data = doc.data(new Date());
          await db.collection(doc.collection).doc(doc.id).create(data);
          applyDelta(expected, writeDelta(doc.collection, undefined, data));
        } catch (err) {
          writeErrors += 1;
          if (writeErrors <= 5) console.error(`  écriture refusée ${doc.collection}/${doc.id}: ${(err as Error).message}`);
        }
        latencies.push(Date.now() - t0);
      }
    }),
  );
  const writeMs = elapsed();
  writesDone = true;
  const appliedWhenWritesEnded = (await countMarkers(db)) - knownMarkers.size;
  console.log(
    `  écrit en ${(writeMs / 1000).toFixed(1)} s (${((total / writeMs) * 1000).toFixed(0)} documents/s), ${appliedWhenWritesEnded}/${expectedEvents} événements déjà appliqués`,
  );
  await poller;
  const markersAtCatchUp = (await countMarkers(db)) - knownMarkers.size;

  // Settle: the burst starts more trigger work than its own events — the search-key triggers
  // update every new order and user, and those updates are events too, queued behind. Wait until
  // the updates are stored, then send a sentinel behind them (a seed order loses its idSearchKey;
  // keepOrderSearchKey puts it back when the queue reaches it), then for the markers to keep still.
  const drainedMs = await settle(db, start, timeoutMs);
  console.log(
    `  ${(elapsed() / 1000).toFixed(0)} s : file des déclencheurs vidée${drainedMs === null ? " (NON, délai dépassé)" : ` à ${(drainedMs / 1000).toFixed(1)} s`}`,
  );

  // Drift once settled: verify (no repair) until none is left, or the timeout.
  let verification = await verifyAggregates(db, { source: "command" });
  let verifiedMs: number | null = null;
  let verifyReads = verification.documentsRead;
  for (;;) {
    const startedAt = Date.parse(verification.startedAt) - start;
    if (verification.drifts.length === 0) {
      verifiedMs = startedAt;
      break;
    }
    console.log(`  ${(elapsed() / 1000).toFixed(0)} s: ${verification.drifts.length} écart(s) encore, par ex. ${describe(verification.drifts[0]!)}`);
    if (elapsed() > timeoutMs) break;
    await sleep(5000);
    verification = await verifyAggregates(db, { source: "command" });
    verifyReads = verification.documentsRead;
  }

  const markers = (await db.collection(STATS_EVENTS).select("attempts", "shard", "appliedAt", "collection").get()).docs.filter((d) => !knownMarkers.has(d.id));
  const markersByCollection: Record<string, number> = {};
  for (const m of markers) markersByCollection[String(m.get("collection"))] = (markersByCollection[String(m.get("collection"))] ?? 0) + 1;
  const expectedByCollection: Record<string, number> = {};
  for (const d of docs) if (d.counted) expectedByCollection[d.collection] = (expectedByCollection[d.collection] ?? 0) + 1;
  const attempts = markers.map((m) => Number(m.get("attempts") ?? 1));
  const perShard: Record<string, number> = {};
  for (const m of markers) perShard[String(m.get("shard"))] = (perShard[String(m.get("shard"))] ?? 0) + 1;
  const applied = markers
    .map((m) => (m.get("appliedAt") as FirebaseFirestore.Timestamp | undefined)?.toMillis() ?? 0)
    .filter(Boolean)
    .sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);

  const result: BurstResult = {
    shards,
    documents: total,
    byCollection,
    writers,
    writeMs,
    writeErrors,
    writeP50: percentile(latencies, 50),
    writeP95: percentile(latencies, 95),
    expectedEvents,
    appliedEvents: markers.length,
    markersByCollection,
    expectedByCollection,
    markersAtCatchUp,
    caughtUpMs,
    drainedMs,
    verifiedMs,
    appliedWhenWritesEnded,
    applyWindowMs: applied.length ? applied[applied.length - 1]! - applied[0]! : 0,
    retried: attempts.filter((a) => a > 1).length,
    extraAttempts: attempts.reduce((sum, a) => sum + a - 1, 0),
    maxAttempts: Math.max(0, ...attempts),
    perShard,
    drifts: verification.drifts.length,
    driftSample: verification.drifts.slice(0, 20).map(describe),
    baselineDrifts: baseline.drifts.length,
    verifyReads,
    startedAt: new Date(start).toISOString(),
  };
  const out = values.out ?? join(ROOT, ".cache", "bench", `burst-${shards}.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `  ${shards} shard(s) : rattrapé en ${caughtUpMs === null ? "—" : `${(caughtUpMs / 1000).toFixed(1)} s`} après la première écriture, ` +
      `${result.retried} transaction(s) rejouée(s) (${result.extraAttempts} tentatives de plus, max ${result.maxAttempts}), ` +
      `événements par shard ${JSON.stringify(perShard)}, marqueurs ${JSON.stringify(markersByCollection)} (attendus ${JSON.stringify(expectedByCollection)}), écart final ${result.drifts}`,
  );
  const ok = result.drifts === 0 && writeErrors === 0 && caughtUpMs !== null && markers.length >= expectedEvents;
  if (!ok) console.error(`  ÉCHEC : écart ${result.drifts}, écritures refusées ${writeErrors}, marqueurs ${markers.length}/${expectedEvents}`);
  // More markers than events that change a figure: updates whose delta is all zeros still applied
  // (e.g. a user's search-key update: global.users −1 +1 = 0 is not dropped by the delta's compaction).
  if (markers.length > expectedEvents)
    console.warn(
      `  NB : ${markers.length - expectedEvents} marqueurs de plus que d'événements attendus (mises à jour sans effet sur les chiffres, appliquées quand même) : ${JSON.stringify(markersByCollection)}`,
    );
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
