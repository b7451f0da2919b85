/**
 * Each line's verdict in a tracking import (docs/tracking-import.md), as pure rules: the server
 * decides with them on the orders it read, the console merges the answers of a file's requests
 * with them (duplicates across requests) and writes the error report. A line is « ok » (the number
 * is set and the order moves to « Expédiée », or a shipped order's number is replaced), « inchangé »
 * (already shipped with that number), or refused with a French reason.
 */
import { BOM, csvLine } from "../csv";
import { forbiddenTransitionMessage, MAX_TRACKING_NUMBER_LENGTH } from "../orderStatusChange";
import type { OrderStatusValue } from "../orderStatuses";
import { shortOrderId } from "../finances/refund";
import { isRecordId } from "../recordIds";
import { frenchInteger, messages } from "../userErrors";
import type { TrackingImportRow } from "./carrierFile";

export type TrackingVerdict = "OK" | "UNCHANGED" | "ERROR";

/** Why a line is refused: a stable code beside its French message. */
export type TrackingErrorCode = "NOT_FOUND" | "AMBIGUOUS" | "TRACKING_INVALID" | "DUPLICATE" | "INVALID";

/** A line and what the import does (or did) with it. */
export interface TrackingImportLineRecord extends TrackingImportRow {
  verdict: TrackingVerdict;
  /** Null unless the verdict is ERROR. */
  code: TrackingErrorCode | null;
  message: string | null;
  /** The order the line names, once found. */
  orderId: string | null;
  /** Its number before the import, when an « ok » line replaces a shipped order's number. */
  previousTrackingNumber: string | null;
}

/** Short ids are the first 6 characters of the id, upper-cased (shortOrderId), as the console and the export write them. */
export const SHORT_ID_LENGTH = 6;
/** A Firestore auto-id's length: a reference this long or longer is a full id, read as such. */
export const FULL_ID_LENGTH = 20;

/** The number's allowed characters: ASCII letters and digits, spaces, « - », « _ » and « / ». */
const TRACKING_PATTERN = /^[A-Za-z0-9 _/-]+$/;

export const trackingImportMessages = {
  notFound: messages.notFound("Commande"),
  ambiguous: (ref: string) => `Numéro de commande ambigu : plusieurs commandes commencent par « ${ref} ». Donnez l’identifiant complet.`,
  trackingEmpty: "Numéro de suivi invalide : la cellule est vide.",
  trackingTooLong: `Numéro de suivi invalide : ${frenchInteger(MAX_TRACKING_NUMBER_LENGTH)} caractères au plus.`,
  trackingCharacters: "Numéro de suivi invalide : lettres sans accent, chiffres, espaces, « - », « _ » et « / » seulement.",
  duplicate: (shortId: string, otherLines: readonly number[]) =>
    `Ligne en double : la commande #${shortId} figure aussi ${otherLines.length > 1 ? "lignes" : "ligne"} ${frenchList(otherLines.map(frenchInteger))}.`,
} as const;

const frenchList = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`);

/** What an order cell names: a full id, a short id (an id prefix in any case), or nothing an order could have. */
export type OrderRef = { kind: "id"; id: string } | { kind: "short"; prefix: string } | { kind: "invalid" };

/**
 * « ZVSL43 », « #ZVSL43 » or « zvsl43 » is a short id; 20 characters or more, a full id (matched
 * exactly). Anything that is no id of ours (spaces, accents, fewer than 6 characters) names no order.
 */
export function parseOrderRef(cell: string): OrderRef {
  const ref = cell.trim().replace(/^#/, "");
  if (!isRecordId(ref) || ref.length < SHORT_ID_LENGTH) return { kind: "invalid" };
  return ref.length >= FULL_ID_LENGTH ? { kind: "id", id: ref } : { kind: "short", prefix: ref.toUpperCase() };
}

/** Whether an order cell names the order `orderId` (its full id, or a prefix of it in any case). */
export function refNames(ref: OrderRef, orderId: string): boolean {
  if (ref.kind === "id") return ref.id === orderId;
  return ref.kind === "short" && orderId.toUpperCase().startsWith(ref.prefix);
}

/** The number once trimmed, or why it is refused. */
export function checkTrackingNumber(cell: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = cell.trim();
  if (value === "") return { ok: false, message: trackingImportMessages.trackingEmpty };
  if (value.length > MAX_TRACKING_NUMBER_LENGTH) return { ok: false, message: trackingImportMessages.trackingTooLong };
  if (!TRACKING_PATTERN.test(value)) return { ok: false, message: trackingImportMessages.trackingCharacters };
  return { ok: true, value };
}

/**
 * What a valid number does to the order found: only an order « En cours » is shipped with it; a
 * shipped order takes a new number (its mail is not sent again) or is left as it is with the same
 * one; any other status is refused with the status change's own sentence (a paid order is not
 * prepared yet, a delivered one is past shipping).
 */
export function trackingVerdict(
  order: { status: OrderStatusValue; trackingNumber: string | null },
  trackingNumber: string,
): { verdict: "OK"; previousTrackingNumber: string | null } | { verdict: "UNCHANGED" } | { verdict: "ERROR"; code: "INVALID"; message: string } {
  if (order.status === "processing") return { verdict: "OK", previousTrackingNumber: null };
  if (order.status === "shipped") {
    return order.trackingNumber === trackingNumber ? { verdict: "UNCHANGED" } : { verdict: "OK", previousTrackingNumber: order.trackingNumber };
  }
  return { verdict: "ERROR", code: "INVALID", message: forbiddenTransitionMessage(order.status, "shipped") };
}

/** A line refused for `code`. */
export const refusedLine = (row: TrackingImportRow, code: TrackingErrorCode, message: string, orderId: string | null = null): TrackingImportLineRecord => ({
  ...row,
  verdict: "ERROR",
  code,
  message,
  orderId,
  previousTrackingNumber: null,
});

/**
 * Every line of an order named on more than one line is refused (« Ligne en double »), whichever
 * came first: the file contradicts itself, and guessing which number is right would ship a parcel
 * under the wrong one. Lines already refused for their own number keep their reason.
 */
export function markDuplicates(lines: readonly TrackingImportLineRecord[]): TrackingImportLineRecord[] {
  const byOrder = new Map<string, number[]>();
  for (const line of lines) if (line.orderId) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line.lineNumber]);
  return lines.map((line) => {
    const named = line.orderId ? (byOrder.get(line.orderId) ?? []) : [];
    if (!line.orderId || named.length < 2 || line.code === "TRACKING_INVALID" || line.code === "DUPLICATE") return line;
    const others = named.filter((n) => n !== line.lineNumber);
    return refusedLine(line, "DUPLICATE", trackingImportMessages.duplicate(shortOrderId(line.orderId), others), line.orderId);
  });
}

export interface TrackingImportCounts {
  toApply: number;
  unchanged: number;
  errors: number;
}

export function countVerdicts(lines: readonly Pick<TrackingImportLineRecord, "verdict">[]): TrackingImportCounts {
  const count = (verdict: TrackingVerdict) => lines.filter((line) => line.verdict === verdict).length;
  return { toApply: count("OK"), unchanged: count("UNCHANGED"), errors: count("ERROR") };
}

/** « 3 à appliquer, 1 inchangée, 1 en erreur » (after applying: « 3 appliquées, … »). */
export function countsSentence({ toApply, unchanged, errors }: TrackingImportCounts, applied = false): string {
  const plural = (n: number) => (n > 1 ? "s" : "");
  const done = applied ? `${frenchInteger(toApply)} appliquée${plural(toApply)}` : `${frenchInteger(toApply)} à appliquer`;
  return `${done}, ${frenchInteger(unchanged)} inchangée${plural(unchanged)}, ${frenchInteger(errors)} en erreur`;
}

export const ERROR_REPORT_HEADER = ["Ligne", "Commande", "Numéro de suivi", "Erreur"] as const;

/**
 * The error report: one CSV line per refused line (its number in the file, the cells as read, the
 * reason), in the exports' dialect and through csvField, so a carrier's cell such as « =1+1 »
 * opens as text.
 */
export function errorReportCsv(lines: readonly TrackingImportLineRecord[]): string {
  const refused = lines.filter((line) => line.verdict === "ERROR").sort((a, b) => a.lineNumber - b.lineNumber);
  return BOM + csvLine([...ERROR_REPORT_HEADER]) + refused.map((line) => csvLine([line.lineNumber, line.orderRef, line.trackingNumber, line.message])).join("");
}
