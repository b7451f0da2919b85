import { readdirSync, readFileSync } from "node:fs";
import { FUNCTION_BASE } from "../lib/stack.cjs";
import type { BenchOperation } from "./measure";

/**
 * Orders: the first page of /orders as the screen asks for it, and the full CSV export.
 * The export streams CSV, not GraphQL, so its Firestore cost is in the function's log
 * ("orders export: {firestoreReads…}"), not here. Its memory stays bounded because it streams:
 * the table shows the bytes sent, the time to the first byte (streaming starts before the set is
 * read) and the largest chunk received, bounded by one batch whatever the number of orders —
 * and the peak resident memory of the Functions emulator's workers, the function's own memory.
 */
export const FIRST_PAGE = `query BenchOrderList {
  orders(first: 25, orderBy: CREATED_AT_DESC) {
    totalCount
    edges { node { id shortId status totalCents createdAt itemsCount customer { id email fullName } } }
    pageInfo { hasNextPage endCursor }
  }
  orderStatusCounts { status count }
}`;

const ordersFirstPage: BenchOperation = {
  name: "orders first page",
  description: "the /orders screen: 25 orders with customers, totalCount and the 8 tab counts",
  async run(ctx) {
    const res = await ctx.gql(FIRST_PAGE);
    if (res.errors || !res.extensions?.cost) throw new Error(`orders failed: ${JSON.stringify(res.errors)}`);
    return { reads: res.extensions.cost.firestoreReads };
  },
};

/**
 * Highest peak resident set (VmHWM) among the Functions emulator's worker processes (Linux /proc),
 * in MiB; null where there is no /proc or no worker.
 */
export function functionWorkersPeakMiB(): number | null {
  let peakKiB: number | null = null;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("functionsEmulatorRuntime")) continue;
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (hwm) peakKiB = Math.max(peakKiB ?? 0, Number(hwm[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  return peakKiB === null ? null : Math.round(peakKiB / 1024);
}

/**
 * Downloads one CSV export whole, as a client would read the stream: rows, bytes, time to the
 * first byte, the largest chunk received and the Functions workers' peak memory (the table's notes).
 */
export async function measureCsvExport(path: string, token: string): Promise<string> {
  const started = performance.now();
  const res = await fetch(`${FUNCTION_BASE}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`${path} failed: HTTP ${res.status}`);
  let bytes = 0;
  let rows = -1; // the header line
  let largestChunk = 0;
  let firstByteMs = -1;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (firstByteMs < 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
    largestChunk = Math.max(largestChunk, chunk.byteLength);
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) rows++;
  }
  const kib = (n: number) => `${Math.round(n / 1024).toLocaleString("en-US")} KiB`;
  return (
    `${rows.toLocaleString("en-US")} rows, ${kib(bytes)}, first byte ${Math.round(firstByteMs)} ms, ` +
    `largest chunk ${kib(largestChunk)}, function workers' peak RSS ${functionWorkersPeakMiB() ?? "n/a"} MiB`
  );
}

const ordersExport: BenchOperation = {
  name: "orders CSV export",
  description: "GET /export/orders.csv, every order, streamed",
  runs: 2,
  async run(ctx) {
    return { reads: null, notes: await measureCsvExport("/export/orders.csv", ctx.token) };
  },
};

export const ordersOperations = [ordersFirstPage, ordersExport];
