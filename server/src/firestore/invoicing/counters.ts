/**
 * The numbering counters (docs/invoicing.md): `documentCounters/INVOICE-2026`, `CREDIT_NOTE-2026`
 * → `{ last }`, read and written in the transaction that writes the documents they number.
 */
import type { DocumentReference, DocumentSnapshot, Firestore, Timestamp, Transaction } from "firebase-admin/firestore";
import type { DocumentKind } from "@atelier/domain/invoicing/document";
import { counterId, documentNumber } from "@atelier/domain/invoicing/numbering";
import { DOCUMENT_COUNTERS } from "./documents";

/** The next numbers of a kind and year, read from its counter: `peek(i)` is the i-th, `commit(n)` takes n of them. */
export async function takeNumbers(
  tx: Transaction,
  firestore: Firestore,
  kind: DocumentKind,
  issuedOn: string,
  now: Timestamp,
  /** How the counter is read: an administrator's write counts it on the request's meter (WriteScope.get). */
  read: (ref: DocumentReference) => Promise<DocumentSnapshot> = (ref) => tx.get(ref),
) {
  const year = Number(issuedOn.slice(0, 4));
  const ref = firestore.collection(DOCUMENT_COUNTERS).doc(counterId(kind, year));
  const last: number = (await read(ref)).get("last") ?? 0;
  return {
    peek: (i: number) => documentNumber(kind, year, last + 1 + i),
    commit: (taken: number) => {
      if (taken > 0) tx.set(ref, { last: last + taken, updatedAt: now });
    },
  };
}

/** The next number of a kind and year, with the write that takes it (to apply after every read): a credit note's. */
export async function takeNumber(...args: Parameters<typeof takeNumbers>) {
  const numbers = await takeNumbers(...args);
  return { number: numbers.peek(0), commit: () => numbers.commit(1) };
}
