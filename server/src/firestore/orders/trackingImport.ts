/**
 * The tracking import's reads and apply (docs/tracking-import.md). `verdicts` finds each line's
 * order — a full id is one document, a short id a prefix range on `idSearchKey` (docs/orders.md)
 * read two documents deep, so that a short id two orders start with is refused as ambiguous; on an
 * apply, the id its dry run found —
 * and decides with the pure rules of @atelier/domain/trackingImport; it only reads. `applyLines`
 * hands the lines to the bulk status change (bulkStatus.ts), which writes each move, its audit
 * entry and its mail in its transactions, and maps its refusals back onto the lines.
 */
import type { Firestore } from "firebase-admin/firestore";
import { shortOrderId } from "@atelier/domain/finances/refund";
import { BULK_ORDER_LIMIT } from "@atelier/domain/orders/bulkStatus";
import { IMPORT_REQUEST_LINES, type TrackingImportRow } from "@atelier/domain/trackingImport/carrierFile";
import {
  checkTrackingNumber,
  markDuplicates,
  parseOrderRef,
  refNames,
  refusedLine,
  trackingImportMessages,
  trackingVerdict,
  type TrackingImportLineRecord,
} from "@atelier/domain/trackingImport/verdicts";
import { orderIdSearchKey } from "../../rules/orderSearchKey";
import type { WriteResult } from "../auditedWrite";
import { CollectionReader } from "../collection";
import type { CostMeter } from "../cost";
import type { BulkOrderMove, BulkStatusOutcome } from "./bulkStatus";
import { ID_SEARCH_KEY, ORDERS, orderFromSnapshot, type OrderRecord } from "./record";

/** A code point above any an id holds (queries.ts): every key starting with the prefix sorts before prefix + it. */
const KEY_RANGE_END = "\uf8ff";

type Lookup = { kind: "found"; order: OrderRecord } | { kind: "none" } | { kind: "ambiguous" };

/** An apply's id that its line's cell does not name: the line names no order. */
const MISMATCH = "\u0000mismatch";
const unique = (values: string[]) => [...new Set(values)];

// One request's lines fit in one call of the bulk change: its key is then the request's own.
if (IMPORT_REQUEST_LINES > BULK_ORDER_LIMIT) throw new Error("a request of the tracking import must fit in one bulk status change");

export function trackingImportRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, ORDERS, orderFromSnapshot, meter);

  /**
   * The order whose upper-cased id starts with `prefix`. Two matches are ambiguous, unless the
   * first is the prefix itself (an id exactly that long: keys sort by prefix first) and the second
   * is not — two ids that differ only in case stay ambiguous.
   */
  async function byShortId(prefix: string): Promise<Lookup> {
    const key = orderIdSearchKey(prefix);
    const snap = await reader
      .ref()
      .where(ID_SEARCH_KEY, ">=", key)
      .where(ID_SEARCH_KEY, "<", key + KEY_RANGE_END)
      .orderBy(ID_SEARCH_KEY)
      .limit(2)
      .get();
    meter.query(snap.size);
    const [first, second] = snap.docs;
    if (!first) return { kind: "none" };
    const exact = (doc: typeof first | undefined) => doc?.get(ID_SEARCH_KEY) === key;
    if (second && !(exact(first) && !exact(second))) return { kind: "ambiguous" };
    return { kind: "found", order: orderFromSnapshot(first) };
  }

  /**
   * Each row's order: a row carrying the id its dry run found (an apply) is read by that id when
   * its cell still names it; full ids are read in one batch; short ids cost one query per
   * distinct cell.
   */
  async function lookUp(rows: readonly TrackingImportRow[]): Promise<Lookup[]> {
    const parsed = rows.map((row) => {
      const ref = parseOrderRef(row.orderRef);
      // The id an apply carries counts only while its cell still names that order.
      const given = row.orderId ? (refNames(ref, row.orderId) ? row.orderId : MISMATCH) : null;
      return { ref, given };
    });
    const ids = unique(parsed.flatMap(({ ref, given }) => (given ? (given === MISMATCH ? [] : [given]) : ref.kind === "id" ? [ref.id] : [])));
    const prefixes = unique(parsed.flatMap(({ ref, given }) => (!given && ref.kind === "short" ? [ref.prefix] : [])));
    const [orders, shortIds] = await Promise.all([
      ids.length ? reader.getMany(ids) : Promise.resolve([]),
      Promise.all(prefixes.map(async (prefix) => [prefix, await byShortId(prefix)] as const)),
    ]);
    const byId = new Map(orders.flatMap((order) => (order ? [[order.id, order] as const] : [])));
    const byPrefix = new Map(shortIds);
    const found = (id: string): Lookup => {
      const order = byId.get(id);
      return order ? { kind: "found", order } : { kind: "none" };
    };
    return parsed.map(({ ref, given }): Lookup => {
      if (given) return given === MISMATCH ? { kind: "none" } : found(given);
      if (ref.kind === "id") return found(ref.id);
      return ref.kind === "short" ? (byPrefix.get(ref.prefix) ?? { kind: "none" }) : { kind: "none" };
    });
  }

  return {
    /** Each row's verdict on the orders as they are now, in the rows' order. Reads only. */
    async verdicts(rows: readonly TrackingImportRow[]): Promise<TrackingImportLineRecord[]> {
      const orders = await lookUp(rows);
      const lines = rows.map((row, index): TrackingImportLineRecord => {
        const lookup = orders[index] ?? { kind: "none" };
        if (lookup.kind === "none") return refusedLine(row, "NOT_FOUND", trackingImportMessages.notFound);
        if (lookup.kind === "ambiguous") return refusedLine(row, "AMBIGUOUS", trackingImportMessages.ambiguous(row.orderRef.trim().replace(/^#/, "")));
        const { order } = lookup;
        const tracking = checkTrackingNumber(row.trackingNumber);
        if (!tracking.ok) return refusedLine(row, "TRACKING_INVALID", tracking.message, order.id);
        const line = { ...row, trackingNumber: tracking.value, orderId: order.id, code: null, message: null, previousTrackingNumber: null };
        const decided = trackingVerdict(order, tracking.value);
        if (decided.verdict === "ERROR") return refusedLine(line, decided.code, decided.message, order.id);
        return decided.verdict === "OK"
          ? { ...line, verdict: "OK", previousTrackingNumber: decided.previousTrackingNumber }
          : { ...line, verdict: "UNCHANGED" };
      });
      return markDuplicates(lines);
    },
  };
}

/** The bulk status change of the orders repository (bulkStatus.ts), as the apply calls it. */
export type ChangeStatuses = (moves: BulkOrderMove[], request: { key: string }) => Promise<WriteResult<BulkStatusOutcome>>;

/**
 * Applies the OK lines of `lines` (decided by `verdicts` in this request) through the bulk
 * status change, under the request's key. The lines already UNCHANGED go along (the change
 * refuses them as SAME_STATUS, writing nothing): so a retry of the same request, once some of its
 * orders have moved, sends the same moves, and the key answers as a retry rather than as another
 * change. Nothing to move (every line unchanged or refused): nothing is called, nothing written.
 */
export async function applyLines(
  lines: readonly TrackingImportLineRecord[],
  changeStatuses: ChangeStatuses,
  key: string,
): Promise<WriteResult<{ lines: TrackingImportLineRecord[]; changed: OrderRecord[] }>> {
  if (!lines.some((line) => line.verdict === "OK")) return { ok: true, value: { lines: [...lines], changed: [] } };
  const moves = lines.flatMap((line) => (line.orderId && line.verdict !== "ERROR" ? [{ orderId: line.orderId, trackingNumber: line.trackingNumber }] : []));
  const result = await changeStatuses(moves, { key });
  if (!result.ok) return result;
  const refused = new Map(result.value.refused.map((refusal) => [refusal.orderId, refusal]));
  const applied = lines.map((line): TrackingImportLineRecord => {
    const refusal = line.orderId && line.verdict !== "ERROR" ? refused.get(line.orderId) : undefined;
    if (!refusal) return line;
    // Already shipped with this number (an UNCHANGED line, or one moved meanwhile): nothing to do.
    if (refusal.code === "SAME_STATUS") return { ...line, verdict: "UNCHANGED", previousTrackingNumber: null };
    const code = refusal.code === "NOT_FOUND" ? "NOT_FOUND" : "INVALID";
    const message = refusal.code === "NOT_FOUND" ? trackingImportMessages.notFound : changedMeanwhile(refusal.orderId, refusal.reason);
    return refusedLine(line, code, message, line.orderId);
  });
  return { ok: true, value: { lines: applied, changed: result.value.changed } };
}

/** « La commande #ZVSL43 a changé entre-temps : déjà livrée. » */
const changedMeanwhile = (orderId: string, reason: string) => `La commande #${shortOrderId(orderId)} a changé entre-temps : ${reason}.`;
