/**
 * Internal notes live in orders/{orderId}/notes/{noteId} ({ text, authorUid, createdAt }), not in
 * the order: an array in the order grows towards Firestore's 1 MiB document limit, after which
 * the order could no longer change status. Orders written before the move may still carry a
 * `notes` array until `npm run orders:notes-backfill` has moved it (notesBackfill.ts); the
 * API shows both meanwhile.
 */
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "../cost";
import { ORDER_NOTES, ORDERS, noteFromData, type OrderNoteRecord } from "./record";

/** What one order shows: far more than a human writes, and a bound on the read. */
export const MAX_NOTES_LISTED = 200;

export const orderNotesRef = (firestore: Firestore, orderId: string) => firestore.collection(ORDERS).doc(orderId).collection(ORDER_NOTES);

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
