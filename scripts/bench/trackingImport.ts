import { getFirestore, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { IMPORT_REQUEST_LINES, MAX_IMPORT_LINES, type TrackingImportRow } from "@atelier/domain/trackingImport/carrierFile";
import { chunks } from "../../client/src/ui/mutation/chunks";
import type { BenchContext, BenchOperation } from "./measure";
import { benchApp } from "./support";

/**
 * Tracking numbers from the carrier's file (docs/tracking-import.md): a file of 5,000 lines
 * checked (dry run) then applied, as the console sends it (requests of IMPORT_REQUEST_LINES), beside
 * the naive way — one setOrderTrackingNumber and one changeOrderStatus per line, what an operator
 * did by hand — measured on NAIVE_LINES lines (its cost grows line by line: ×10 for 5,000).
 * Each run ships orders of its own, written untimed by `prepare` (« En cours », seeded customers,
 * so the shipping mails read real customer records). The file names them by short id: the first
 * 8 characters of the id (a prefix, as the 6 of the console's short id, but one no demo order
 * shares at 100,000 orders), so each line costs the prefix query a real file costs.
 */
const NAIVE_LINES = 500;
const IMPORT = `mutation BenchTrackingImport($input: ImportTrackingNumbersInput!) {
  importTrackingNumbers(input: $input) { lines { lineNumber orderId } toApply unchanged errors changed { id } userErrors { code message } } }`;
const SHIP = `mutation BenchShip($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { order { id status } userErrors { code } } }`;
const TRACK = `mutation BenchTrack($input: SetOrderTrackingNumberInput!) { setOrderTrackingNumber(input: $input) { order { id trackingNumber } userErrors { code } } }`;

let rows: TrackingImportRow[] = [];
let prepared: string[] = [];
let runNumber = 0;

const base36 = (n: number, width: number) => n.toString(36).padStart(width, "0");

async function prepareOrders(lines: number): Promise<void> {
  const db = getFirestore(benchApp());
  const customers = (await db.collection("users").where("isAdmin", "==", false).limit(50).get()).docs.map((doc) => doc.id);
  const now = Timestamp.now();
  // « tk » + the run + the line: 8 characters no other order starts with; 20 in all, as an auto-id.
  const run = `tk${base36(Date.now() % 36 ** 2, 2)}${base36(runNumber++ % 36, 1)}`;
  prepared = Array.from({ length: lines }, (_, i) => `${run}${base36(i, 3)}xxxxxxxxxxxx`);
  rows = prepared.map((id, i) => ({ lineNumber: i + 2, orderRef: id.slice(0, 8).toUpperCase(), trackingNumber: `6A${String(10_000_000 + i)}FR` }));
  for (const [n, batchIds] of chunks(prepared, 250).entries()) {
    const batch: WriteBatch = db.batch();
    for (const [i, id] of batchIds.entries()) {
      const items = [{ productId: "mug", name: "Mug 33 cl", quantity: 1, unitPrice: 12.5, creationId: null, imageUrl: null }];
      const userId = customers[(n * 250 + i) % Math.max(1, customers.length)] ?? "bench";
      batch.set(db.doc(`orders/${id}`), {
        userId,
        status: "processing",
        total: 12.5,
        createdAt: now,
        paidAt: now,
        items,
        statusHistory: [],
        idSearchKey: id.toUpperCase(),
      });
    }
    await batch.commit();
  }
}

/**
 * The file sent as the console sends it; reads summed over its requests, time per phase. The dry
 * run notes each line's order, which the apply sends back (read by id, as the console does).
 */
async function sendFile(ctx: BenchContext, dryRun: boolean): Promise<{ reads: number; ms: number }> {
  const started = performance.now();
  let reads = 0;
  for (const [index, batch] of chunks(rows, IMPORT_REQUEST_LINES).entries()) {
    const res = await ctx.gql(IMPORT, { input: { rows: batch, dryRun, idempotencyKey: dryRun ? null : `bench-${prepared[0]}-${index}` } });
    const payload = res.data?.importTrackingNumbers;
    if (res.errors || !res.extensions?.cost || payload?.userErrors.length || payload?.toApply !== batch.length) {
      throw new Error(`importTrackingNumbers failed: ${JSON.stringify(res.errors ?? payload?.userErrors ?? payload)}`);
    }
    reads += res.extensions.cost.firestoreReads;
    if (dryRun) for (const line of payload.lines as { lineNumber: number; orderId: string }[]) rows[line.lineNumber - 2]!.orderId = line.orderId;
  }
  return { reads, ms: performance.now() - started };
}

const trackingImport: BenchOperation = {
  name: `tracking import ${MAX_IMPORT_LINES.toLocaleString("en-US")} lines`,
  description: `importTrackingNumbers: a carrier's file of ${MAX_IMPORT_LINES.toLocaleString("en-US")} lines, dry run then apply, in requests of ${IMPORT_REQUEST_LINES} (each order shipped with its number: history, audit entry and mail)`,
  runs: 1,
  prepare: () => prepareOrders(MAX_IMPORT_LINES),
  async run(ctx) {
    const dry = await sendFile(ctx, true);
    const applied = await sendFile(ctx, false);
    const requests = Math.ceil(rows.length / IMPORT_REQUEST_LINES);
    return {
      reads: dry.reads + applied.reads,
      notes: `dry run ${dry.reads.toLocaleString("en-US")} reads in ${Math.round(dry.ms)} ms, apply ${applied.reads.toLocaleString("en-US")} reads in ${Math.round(applied.ms)} ms; ${requests} + ${requests} requests`,
    };
  },
};

const naiveTracking: BenchOperation = {
  name: `tracking by hand ${NAIVE_LINES} lines`,
  description: `the same work by hand for ${NAIVE_LINES} lines: one setOrderTrackingNumber and one changeOrderStatus (« Expédiée ») per line`,
  runs: 1,
  prepare: () => prepareOrders(NAIVE_LINES),
  async run(ctx) {
    let reads = 0;
    for (const [i, orderId] of prepared.entries()) {
      // The number first, so that the shipping mail carries it.
      const tracked = await ctx.gql(TRACK, { input: { orderId, trackingNumber: rows[i]!.trackingNumber } });
      const shipped = await ctx.gql(SHIP, { input: { orderId, status: "SHIPPED" } });
      for (const res of [tracked, shipped]) if (res.errors || !res.extensions?.cost) throw new Error(`tracking by hand failed: ${JSON.stringify(res.errors)}`);
      reads += shipped.extensions!.cost!.firestoreReads + tracked.extensions!.cost!.firestoreReads;
    }
    return { reads, notes: `${NAIVE_LINES * 2} requests; ×${MAX_IMPORT_LINES / NAIVE_LINES} for a ${MAX_IMPORT_LINES.toLocaleString("en-US")}-line file` };
  },
};

export const trackingImportOperations = [trackingImport, naiveTracking];
