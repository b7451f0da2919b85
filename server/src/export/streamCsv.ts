/**
 * Writes one CSV export to the response as its batches come: the BOM and header first, then each
 * batch, and the next batch is not read before the socket has taken the previous one (`drain`).
 * So a slow client slows the Firestore scan instead of piling the file up in the function's
 * memory: at any size the function holds one batch (docs/exports.md, docs/benchmarks.md).
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import { BOM } from "./csv";
import type { CsvExport } from "./csvExport";

/** Resolves once the whole file is written (not ended: the route ends it and logs the cost). */
export async function streamCsv(out: Writable, csv: Pick<CsvExport, "header" | "batches">): Promise<void> {
  await write(out, BOM + csv.header);
  for await (const chunk of csv.batches) await write(out, chunk);
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (chunk && !out.write(chunk)) await once(out, "drain");
}
