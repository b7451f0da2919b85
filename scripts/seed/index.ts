// Demo data for the local stack: `npm run seed` (or `tsx scripts/seed/index.ts`) against RUNNING
// emulators. Refuses to run without FIRESTORE_EMULATOR_HOST: it never writes to production.
//
//   tsx scripts/seed/index.ts [--orders N] [--users N] [--creations N] [--transactions N] [--seed N] [--quiet]
import { emulatorClientEnv } from "../lib/stack.cjs";
import { createStorage, type FileStorage } from "../../server/src/storage";
import { DEFAULT_COUNTS, generateDemoData, type DemoDataOptions } from "./generate";
import { seedFirestore, writeDemoData, type WriteSummary } from "./write";
import { rebuildAggregates } from "../../server/src/firestore/statsRebuild";
import { verifyAggregates } from "../../server/src/firestore/statsVerify";
import { withTriggersPaused } from "../lib/triggers";

export { generateDemoData, DEFAULT_COUNTS, DEFAULT_SEED, type DemoData, type DemoDataOptions } from "./generate";

export interface SeedOptions extends DemoDataOptions {
  quiet?: boolean;
  /** Where progress goes (default console.log, silenced by quiet). */
  log?: (message: string) => void;
  /** Storage for the images; default createStorage() (the local disk unless STORAGE_BUCKET is set). */
  storage?: FileStorage;
  /**
   * Who pauses the triggers while it writes: by default this process's switch, through the Emulator
   * Hub. The API tests give theirs (the gate file, server/test/support/emulators.ts): a Hub resume
   * reloads every function and registers each trigger once more, so every later write of the API
   * run would be handed over twice (docs/testing.md).
   */
  triggers?: { withTriggersPaused: typeof withTriggersPaused };
}

export interface SeedResult extends WriteSummary {
  seed: number;
  anchor: string;
  counts: { users: number; orders: number; creations: number; transactions: number };
}

/**
 * Fills the emulators with the demo data set. Idempotent: fixed ids and overwrites, so running
 * it twice (the same day, with the same options) gives the same data.
 */
export async function seedDemoData(options: SeedOptions = {}): Promise<SeedResult> {
  await useEmulatorEnvironment();
  const log = options.quiet ? () => undefined : (options.log ?? ((m: string) => console.log(m)));
  const started = Date.now();
  const data = generateDemoData(options);
  log(
    `Génération : ${data.users.length} utilisateurs, ${data.orderCount} commandes, ${data.creations.length} créations, ` +
      `${data.transactions.length} transactions (graine ${data.seed}, au ${data.anchor.toISOString()})`,
  );
  const storage = options.storage ?? createStorage();
  // The dashboard's aggregates are rebuilt once at the end rather than by a trigger per document.
  // The pause starts once a probe has proven the triggers loaded and running (disabling them
  // before the emulator has loaded them disables nothing: each write below would then be counted
  // by its trigger on top of the rebuild), and ends with their resume confirmed by another probe.
  const summary = await (options.triggers ?? { withTriggersPaused }).withTriggersPaused(async () => {
    const written = await writeDemoData(data, { storage, log });
    await rebuildAggregates(seedFirestore());
    // Recorded as the figures' first reconciliation (the dashboard says when they were verified).
    const check = await verifyAggregates(seedFirestore(), { source: "seed" });
    if (check.drifts.length) throw new Error(`Agrégats reconstruits mais ${check.drifts.length} chiffre(s) diffèrent des données`);
    log(`Agrégats du tableau de bord reconstruits et vérifiés (${check.figuresChecked} chiffres)`);
    return written;
  });
  log(`Terminé en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    ...summary,
    seed: data.seed,
    anchor: data.anchor.toISOString(),
    counts: {
      users: data.users.length,
      orders: data.orderCount,
      creations: data.creations.length,
      transactions: data.transactions.length,
    },
  };
}

/**
 * Refuses to touch anything but the emulators; fills in the Auth emulator host and the project
 * id from scripts/lib/stack.cjs when they are missing (so Auth calls never reach production).
 */
async function useEmulatorEnvironment(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      "FIRESTORE_EMULATOR_HOST n'est pas défini : le jeu de démonstration ne s'écrit que dans les émulateurs. " +
        "Lancez `npm run seed`, ou démarrez les émulateurs et exportez FIRESTORE_EMULATOR_HOST=127.0.0.1:8080.",
    );
  }
  for (const [key, value] of Object.entries(emulatorClientEnv())) {
    if (key !== "FIRESTORE_EMULATOR_HOST" && !process.env[key]) process.env[key] = value;
  }
  const project = process.env.GCLOUD_PROJECT ?? "";
  if (!project.startsWith("demo-")) {
    throw new Error(`Projet « ${project} » : le jeu de démonstration ne s'écrit que dans un projet demo-*.`);
  }
}

function parseArgs(argv: string[]): SeedOptions {
  const options: SeedOptions = {};
  const numeric = { "--orders": "orders", "--users": "users", "--creations": "creations", "--transactions": "transactions", "--seed": "seed" } as const;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes("=") ? (arg.split("=", 2) as [string, string]) : [arg, undefined];
    if (flag === "--quiet" || flag === "-q") {
      options.quiet = true;
    } else if (flag in numeric) {
      const raw = inline ?? argv[++i];
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} attend un entier positif (reçu « ${raw} »)`);
      options[numeric[flag as keyof typeof numeric]] = value;
    } else if (flag === "--help" || flag === "-h") {
      console.log(
        `Usage : tsx scripts/seed/index.ts [--orders N (${DEFAULT_COUNTS.orders})] [--users N (${DEFAULT_COUNTS.users})] ` +
          `[--creations N (${DEFAULT_COUNTS.creations})] [--transactions N (${DEFAULT_COUNTS.transactions})] [--seed N] [--quiet]`,
      );
      process.exit(0);
    } else {
      throw new Error(`Option inconnue : ${arg}`);
    }
  }
  return options;
}

if (require.main === module) {
  seedDemoData(parseArgs(process.argv.slice(2))).then(
    (result) => {
      if (!process.argv.includes("--quiet") && !process.argv.includes("-q")) console.log(JSON.stringify(result.documents));
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
