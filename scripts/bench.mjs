// `npm run bench`: Firestore reads and latency of the API's operations against the emulators,
// at 2,000 and 100,000 orders, then the write burst (aggregates under load) at 1 and 8 shards.
// Starts its own emulators (stop `npm start` first; on a shared machine wrap it in the lock:
// `flock /tmp/atelier-emulators.lock npm run bench`).
//   npm run bench -- [--sizes 2000,100000] [--runs 20] [--only finances,dashboard,burst]
//                    [--burst-shards 1,8] [--burst-documents 2000] [--burst-seconds 20] [--burst-writers 24]
// `--only burst` runs only the burst; `--only dashboard` only that operation (no burst); `--only
// rows` only the row-to-record clicks in Chromium on the built console (scripts/bench/rowOpen.mjs);
// `--only live` only a live console's reads per minute, idle then at one order a second, for
// `--live-seconds` each (60; scripts/bench/live.ts).
// The shard count is the functions' environment (ATELIER_STATS_SHARDS), so each setting of the
// burst runs under its own `firebase emulators:exec`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import stack from "./lib/stack.cjs";
import { withBuiltConsole } from "./audit/withBuiltConsole.mjs";

const { ROOT } = stack;
const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env }).status ?? 1;
const tsx = join(ROOT, "node_modules", ".bin", "tsx");
const exec = (inner, env) => run(stack.firebaseBin(), [...stack.emulatorArgs("exec", ["auth", "firestore", "functions"]), inner.join(" ")], env);

// Split the arguments: the burst's own (--burst-*), --only, and the rest for the operations.
const args = process.argv.slice(2);
const burstOptions = {};
const rest = [];
let only = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg.startsWith("--burst-")) burstOptions[arg.slice("--burst-".length)] = args[++i];
  else if (arg === "--only") only = (args[++i] ?? "").split(",").filter(Boolean);
  else rest.push(arg);
}
const operationWords = only.filter((w) => w !== "burst" && w !== "rows");
const runOperations = only.length === 0 || operationWords.length > 0;
const runRows = only.length === 0 || only.includes("rows");
const runBurst = only.length === 0 || only.includes("burst");
const shardSettings = (burstOptions.shards ?? "1,8").split(",").map(Number);
if (shardSettings.some((n) => !Number.isInteger(n) || n < 1 || n > 16)) {
  console.error(`--burst-shards attend des entiers de 1 à 16 (reçu « ${burstOptions.shards} »)`);
  process.exit(2);
}

if (run(process.execPath, ["functions/build.mjs"]) !== 0) process.exit(1);
let failed = false;

if (runOperations) {
  const inner = [tsx, "scripts/bench/index.ts", ...rest, ...(operationWords.length ? ["--only", operationWords.join(",")] : [])];
  if (exec(inner, stack.emulatorProcessEnv()) !== 0) failed = true;
}

// Its own emulators with Hosting serving the built console; this run already holds the lock (see above).
if (runRows && !withBuiltConsole([process.execPath, "scripts/bench/rowOpen.mjs"], { lock: false })) failed = true;

if (runBurst) {
  const dir = join(ROOT, ".cache", "bench");
  mkdirSync(dir, { recursive: true });
  const results = [];
  for (const shards of shardSettings) {
    const out = join(dir, `burst-${shards}.json`);
    rmSync(out, { force: true });
    const inner = [tsx, "scripts/bench/burst.ts", "--shards", String(shards), "--out", out];
    for (const key of ["documents", "seconds", "writers", "timeout"]) if (burstOptions[key]) inner.push(`--${key}`, burstOptions[key]);
    // The functions read ATELIER_STATS_SHARDS at each event: the Functions emulator passes them its environment.
    const status = exec(inner, { ...stack.emulatorProcessEnv(), ATELIER_STATS_SHARDS: String(shards) });
    if (status !== 0) failed = true;
    if (existsSync(out)) results.push(JSON.parse(readFileSync(out, "utf8")));
    else console.error(`Rafale à ${shards} shard(s) : aucun résultat (code ${status})`);
  }
  const report = burstTable(results);
  writeFileSync(join(dir, "burst.md"), `${report}\n`);
  console.log(`\n${report}\n`);
}
process.exit(failed ? 1 : 0);

function burstTable(results) {
  const s = (ms) => (ms === null ? "not caught up" : `${(ms / 1000).toFixed(1)} s`);
  const n = (x) => x.toLocaleString("en-US");
  const lines = [
    `Write burst of ${new Date().toISOString()} (emulators, triggers running)`,
    "",
    "| shards | documents | write time (rate) | write p50 / p95 | events applied when writes ended | figures caught up (first write →) | queue drained | events applied (expected) | retried transactions (extra attempts, max attempts) | events per shard | drift after settling |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
  ];
  for (const r of results) {
    const shardsUsed = Object.entries(r.perShard)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, c]) => c)
      .join(" / ");
    lines.push(
      `| ${r.shards} | ${n(r.documents)} | ${s(r.writeMs)} (${Math.round((r.documents / r.writeMs) * 1000)}/s) | ${r.writeP50} / ${r.writeP95} ms | ` +
        `${n(r.appliedWhenWritesEnded)} / ${n(r.expectedEvents)} | ${s(r.caughtUpMs)} | ${s(r.drainedMs)} | ${n(r.appliedEvents)} (${n(r.expectedEvents)}) | ` +
        `${n(r.retried)} (${n(r.extraAttempts)}, max ${r.maxAttempts}) | ${shardsUsed} | **${r.drifts}** |`,
    );
  }
  return lines.join("\n");
}
