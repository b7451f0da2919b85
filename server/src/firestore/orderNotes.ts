/**
 * Internal notes live in orders/{orderId}/notes/{noteId} ({ text, authorUid, createdAt }), not in
 * the order: an array in the order grows towards Firestore's 1 MiB document limit, after which
 * the order could no longer change status. Orders written before the move may still carry a
 * `notes` array until `npm run orders:notes-backfill` has moved it (orderNotesBackfill.ts); the
 * API shows both meanwhile.
 */
import type { DocumentData, DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { isoDate, str } from "./convert";
import type { CostMeter } from "./cost";
import type { OrderNoteRecord } from "./orders";

export const ORDER_NOTES = "notes";
/** What one order shows: far more than a human writes, and a bound on the read. */
export const MAX_NOTES_LISTED = 200;

export const orderNotesRef = (firestore: Firestore, orderId: string) => firestore.collection("orders").doc(orderId).collection(ORDER_NOTES);

/** A stored note, or null when it lacks its text or date (never shown). */
export function noteFromData(d: DocumentData): OrderNoteRecord | null {
  const createdAt = isoDate(d.createdAt);
  return typeof d.text === "string" && createdAt ? { text: d.text, authorUid: str(d.authorUid), createdAt } : null;
}

export const newestFirst = (notes: OrderNoteRecord[]) => [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function orderNotesReader(firestore: Firestore, meter: CostMeter) {
  return {
    /** One query per order, newest first. */
    async list(orderId: string): Promise<OrderNoteRecord[]> {
      const snap = await orderNotesRef(firestore, orderId).orderBy("createdAt", "desc").limit(MAX_NOTES_LISTED).get();
      meter.query(snap.size);
      return snap.docs.flatMap((doc: DocumentSnapshot) => noteFromData(doc.data() ?? {}) ?? []);
    },
  };
}
