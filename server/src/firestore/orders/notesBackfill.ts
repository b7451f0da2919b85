/**
 * `npm run orders:notes-backfill`: moves every order's legacy `notes` array into its notes
 * subcollection and removes the array. Idempotent: each note gets an id derived from its content,
 * so a run that stopped half-way and is run again writes the same documents, and an order without
 * the array is skipped. The array is removed in a transaction that first writes any entry added
 * since it was read, so a note written meanwhile by an older API version is not lost.
 */
import { createHash } from "node:crypto";
import { FieldValue, type DocumentData, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { CONTENDED_SYSTEM_WRITE_ATTEMPTS, runSystemTransaction } from "../retryBudget";
import { byDocumentId, scanPages } from "../scan";
import { orderNotesRef } from "./notes";
import { ORDERS } from "./record";

const SCAN_PAGE = 5000;
/** A batch holds at most 500 writes. */
const WRITE_CHUNK = 400;
const ORDERS_AT_ONCE = 16;

export interface NotesBackfillResult {
  /** Orders whose array was moved. */
  orders: number;
  /** Notes written to subcollections. */
  notes: number;
}

/** The same note always gets the same id, whatever run writes it. */
export const legacyNoteId = (note: unknown) => `legacy-${createHash("sha256").update(JSON.stringify(note)).digest("hex").slice(0, 24)}`;

const entries = (value: unknown): DocumentData[] => (Array.isArray(value) ? value.filter((v): v is DocumentData => typeof v === "object" && v !== null) : []);

async function moveNotes(firestore: Firestore, order: DocumentReference, notes: DocumentData[]): Promise<number> {
  const target = orderNotesRef(firestore, order.id);
  const written = new Set<string>();
  // Large arrays first in plain batches: a transaction could not hold them all.
  for (let i = 0; i < notes.length; i += WRITE_CHUNK) {
    const batch = firestore.batch();
    for (const note of notes.slice(i, i + WRITE_CHUNK)) {
      const id = legacyNoteId(note);
      batch.set(target.doc(id), note);
      written.add(id);
    }
    await batch.commit();
  }
  return runSystemTransaction(
    firestore,
    async (tx) => {
      const snap = await tx.get(order);
      if (!snap.exists || snap.get("notes") === undefined) return written.size;
      for (const note of entries(snap.get("notes"))) {
        const id = legacyNoteId(note);
        if (!written.has(id)) tx.set(target.doc(id), note);
      }
      tx.update(order, { notes: FieldValue.delete() });
      return new Set([...written, ...entries(snap.get("notes")).map(legacyNoteId)]).size;
    },
    CONTENDED_SYSTEM_WRITE_ATTEMPTS,
  );
}

export async function backfillOrderNotes(firestore: Firestore): Promise<NotesBackfillResult> {
  const result: NotesBackfillResult = { orders: 0, notes: 0 };
  for await (const docs of scanPages(byDocumentId(firestore.collection(ORDERS).select("notes")), { pageSize: SCAN_PAGE })) {
    const withArray = docs.filter((doc) => doc.get("notes") !== undefined);
    for (let i = 0; i < withArray.length; i += ORDERS_AT_ONCE) {
      const moved = await Promise.all(withArray.slice(i, i + ORDERS_AT_ONCE).map((doc) => moveNotes(firestore, doc.ref, entries(doc.get("notes")))));
      result.orders += moved.length;
      result.notes += moved.reduce((sum, n) => sum + n, 0);
    }
  }
  return result;
}
