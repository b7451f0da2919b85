/** Tracking numbers imported from the carrier's file: dry run, then apply (docs/tracking-import.md). */
import { IMPORT_REQUEST_LINES } from "@atelier/domain/trackingImport/carrierFile";
import { BULK_TRANSACTION_SIZE } from "@atelier/domain/orders/bulkStatus";
import { trackingImportRepository } from "../../firestore/orders/trackingImport";
import type { Args } from "../../limits/costModel";
import { defineModule } from "../serverModule";
import { trackingImportResolvers } from "./trackingImport";
import { INHERIT } from "../../auth/fieldAccess";

declare module "../../firestore" {
  interface Repositories {
    trackingImport: ReturnType<typeof trackingImportRepository>;
  }
}

/** The request's lines, at most IMPORT_REQUEST_LINES (more are refused before any read). */
const linesOf = (call: Args): number => {
  const rows = (call.input as { rows?: unknown } | undefined)?.rows;
  return Array.isArray(rows) ? Math.min(rows.length, IMPORT_REQUEST_LINES) : IMPORT_REQUEST_LINES;
};
const dryRunOf = (call: Args): boolean => (call.input as { dryRun?: unknown } | undefined)?.dryRun === true;

/**
 * Finding a line's order: a full id is one document, a short id a query of at most 2 documents.
 * Applying reads each order again and its customer (for the mail), plus settings/app and the
 * request's key per transaction of BULK_TRANSACTION_SIZE (bulkStatus.ts).
 */
const LOOKUP_READS = 2;
const MOVE_READS = 2;
const importReads = (args: Args): number => {
  const lines = linesOf(args);
  return lines * LOOKUP_READS + (dryRunOf(args) ? 0 : lines * MOVE_READS + 2 * Math.ceil(lines / BULK_TRANSACTION_SIZE));
};

export default defineModule({
  repositories: { trackingImport: trackingImportRepository },
  resolvers: [trackingImportResolvers],
  access: {
    "Mutation.importTrackingNumbers": "FULFILMENT",
    TrackingImportLine: INHERIT,
    ImportTrackingNumbersPayload: INHERIT,
  },
  costs: {
    "Mutation.importTrackingNumbers": { reads: importReads },
    "ImportTrackingNumbersPayload.lines": { items: (_: Args, call: Args) => linesOf(call) },
    "ImportTrackingNumbersPayload.changed": { items: (_: Args, call: Args) => (dryRunOf(call) ? 0 : linesOf(call)) },
  },
});
