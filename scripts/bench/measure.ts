/** One measured call: the Firestore reads it cost (as Firestore bills them). */
export interface Sample {
  /** null when the client cannot see them (an export streams CSV, not GraphQL: the function logs its cost). */
  reads: number | null;
  /** What else the operation wants in the table (e.g. an export's bytes and largest chunk). */
  notes?: string;
}

/**
 * An operation the benchmark measures. Add one by exporting it from a module of scripts/bench/
 * and listing it in operations.ts.
 */
export interface BenchOperation {
  name: string;
  /** What it stands for, one line for the table. */
  description: string;
  run(ctx: BenchContext): Promise<Sample>;
  /** Fewer runs for a heavy operation (an export of the whole collection); default: --runs. */
  runs?: number;
  /** Unmeasured runs first; default 1 with `runs`, else 2 (0: each run starts cold anyway, in a process of its own). */
  warmups?: number;
  /** Untimed, before each run: what the run changes (a bulk move needs orders still to move). */
  prepare?(ctx: BenchContext): Promise<void>;
}

export interface GraphQLBody {
  data?: Record<string, any>;
  errors?: unknown[];
  extensions?: { cost?: { firestoreReads: number; firestoreQueries: number; ms: number } };
}

export interface BenchContext {
  /** ID token of the demo administrator. */
  token: string;
  /** Sends an operation to the API and returns the response body. */
  gql(query: string, variables?: Record<string, unknown>): Promise<GraphQLBody>;
}

export interface Measurement {
  name: string;
  description: string;
  size: number;
  reads: number | null;
  notes: string;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs `op` `warmup` times unmeasured, then `runs` times: reads (the maximum seen) and latency percentiles. */
export async function measure(op: BenchOperation, ctx: BenchContext, size: number, runs: number, warmup = 2): Promise<Measurement> {
  runs = op.runs ?? runs;
  warmup = op.warmups ?? (op.runs ? 1 : warmup);
  for (let i = 0; i < warmup; i++) {
    await op.prepare?.(ctx);
    await op.run(ctx);
  }
  const times: number[] = [];
  let reads: number | null = null;
  let notes = "";
  for (let i = 0; i < runs; i++) {
    await op.prepare?.(ctx);
    const started = performance.now();
    const sample = await op.run(ctx);
    times.push(performance.now() - started);
    if (sample.reads !== null) reads = Math.max(reads ?? 0, sample.reads);
    notes = sample.notes ?? notes;
  }
  times.sort((a, b) => a - b);
  return { name: op.name, description: op.description, size, reads, notes, p50: percentile(times, 50), p95: percentile(times, 95) };
}
