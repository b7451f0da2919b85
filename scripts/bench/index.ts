// Runs inside `firebase emulators:exec` (scripts/bench.mjs): for each size, an empty database,
// the demo data with that many orders (aggregates rebuilt by the seed), then every operation.
import { cpus, totalmem } from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seedDemoData } from "../seed";
import { writeLiveShards } from "./liveShards";
import { pauseTriggers } from "../lib/triggers";
import { ROOT, clearEmulatorData, emulatorClientEnv, waitFor, HEALTH_URL } from "../lib/stack.cjs";
import { measure, type BenchContext, type Measurement } from "./measure";
import { OPERATIONS } from "./operations";
import { adminToken, postGraphQL } from "./support";
import { benchLive, liveTable, type LiveResult } from "./live";

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const sizes = option("--sizes", "2000,100000").split(",").map(Number);
const runs = Number(option("--runs", "20"));
/** `--no-live-shards`: skip the triggers' live shards (operations that read no aggregate: invoicing). */
const liveShards = !process.argv.includes("--no-live-shards");
/** `--only finances`: the operations whose name contains one of these words (all by default). */
const only = option("--only", "").split(",").filter(Boolean);
const selected = OPERATIONS.filter((op) => only.length === 0 || only.some((word) => op.name.includes(word)));
/** `live` (scripts/bench/live.ts): a console's reads per minute, idle and at one order a second, for `--live-seconds` each (60). */
const live = only.length === 0 || only.some((word) => "live".includes(word));
const liveSeconds = Number(option("--live-seconds", "60"));
const ms = (n: number) => `${Math.round(n)} ms`;

function table(results: Measurement[]): string {
  const lines = ["| orders | operation | Firestore reads | p50 | p95 | notes |", "| ---: | --- | ---: | ---: | ---: | --- |"];
  for (const r of results) {
    lines.push(
      `| ${r.size.toLocaleString("en-US")} | ${r.name} | ${r.reads?.toLocaleString("en-US") ?? "(function log)"} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.notes} |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  for (const [key, value] of Object.entries(emulatorClientEnv())) process.env[key] ??= value;
  await waitFor(HEALTH_URL, { what: "the api function" });
  const results: Measurement[] = [];
  const liveResults: LiveResult[] = [];
  for (const size of sizes) {
    console.log(`\n— ${size} commandes : base vide, jeu de démonstration…`);
    // Paused first: emptying the database fires a delete event per document, which the triggers
    // would then work through (thousands at the second size) in front of the seed's probe.
    await pauseTriggers();
    await clearEmulatorData({ auth: false });
    const seeded = await seedDemoData({ orders: size, quiet: true });
    console.log(`  semé en ${(seeded.ms / 1000).toFixed(1)} s`);
    if (liveShards) {
      const live = await writeLiveShards();
      console.log(`  ${live.shards} fragments d'agrégats écrits par les déclencheurs (total et mois en cours), en ${(live.ms / 1000).toFixed(1)} s`);
    }
    const token = await adminToken();
    const ctx: BenchContext = { token, gql: (query, variables) => postGraphQL(token, query, variables) };
    for (const op of selected) {
      const m = await measure(op, ctx, size, runs);
      console.log(`  ${op.name} : ${m.reads ?? "—"} lectures, p50 ${ms(m.p50)}, p95 ${ms(m.p95)}`);
      results.push(m);
    }
    if (live) {
      console.log(`  live : console inactive ${liveSeconds} s, puis une commande par seconde pendant ${liveSeconds} s…`);
      const r = await benchLive(ctx, size, liveSeconds);
      // Printed now: a later size that fails (the 100,000 orders' seed on a loaded machine) does not take it away.
      console.log(`  live : ${r.idle.listenerReads} lectures au repos, ${r.busy.listenerReads} lectures et ${r.busy.refreshes} rafraîchissements en activité`);
      console.log(`\n${liveTable([r])}\n`);
      liveResults.push(r);
    }
  }
  const machine = `${cpus().length} CPU (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
  const report = [
    `Benchmark of ${new Date().toISOString()} — ${machine}, ${runs} runs per operation after 2 warm-ups (the export: 2 runs after 1)`,
    ...(results.length ? ["", table(results)] : []),
    ...(liveResults.length ? ["", "A live console's reads per minute (scripts/bench/live.ts):", "", liveTable(liveResults)] : []),
  ].join("\n");
  mkdirSync(join(ROOT, ".cache", "bench"), { recursive: true });
  writeFileSync(join(ROOT, ".cache", "bench", "last.md"), `${report}\n`);
  console.log(`\n${report}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
