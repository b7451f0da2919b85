/**
 * Invoices and credit notes as Firestore keeps them (docs/invoicing.md): `accountingDocuments/{number}`,
 * the document of @atelier/domain/invoicing/document.ts as issued plus `issuedAt` (a Timestamp that
 * orders the documents of one day). Written once by the issuing transactions (issue.ts), never
 * updated nor deleted: no API writes them and the Firestore rules refuse every client write.
 */
import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import type { AccountingDocument, AccountingDocumentRecord, DocumentKind } from "@atelier/domain/invoicing/document";
import { isoDate } from "../convert";
import type { CostMeter } from "../cost";
import { CollectionReader, type Page, type PageArgs } from "../collection";

export const ACCOUNTING_DOCUMENTS = "accountingDocuments";
/** One per kind and year (`INVOICE-2026`): `{ last }`, the last number issued. */
export const DOCUMENT_COUNTERS = "documentCounters";
/** The most credit notes one order lists (Order.creditNotes); refunds stop long before. */
export const MAX_CREDIT_NOTES_PER_ORDER = 20;

export function documentFromSnapshot(snap: DocumentSnapshot): AccountingDocumentRecord {
  const { issuedAt, ...document } = (snap.data() ?? {}) as AccountingDocument & { issuedAt?: unknown };
  return { ...document, number: snap.id, issuedAt: isoDate(issuedAt) ?? `${document.issuedOn}T00:00:00.000Z` };
}

/** What a store holds: the document and its instant of issue. */
export const documentFields = (document: AccountingDocument, issuedAt: Timestamp) => ({ ...document, issuedAt });

export interface DocumentCriteria {
  kind: DocumentKind | null;
  /** Issued from this instant (a Paris midnight, DayRange's rule), before `to`. */
  from: Date | null;
  to: Date | null;
}

export function accountingDocumentsRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, ACCOUNTING_DOCUMENTS, documentFromSnapshot, meter);
  const filtered = (c: DocumentCriteria): Query => {
    let q: Query = reader.ref();
    if (c.kind) q = q.where("kind", "==", c.kind);
    if (c.from) q = q.where("issuedAt", ">=", Timestamp.fromDate(c.from));
    if (c.to) q = q.where("issuedAt", "<", Timestamp.fromDate(c.to));
    return q;
  };
  return {
    get: (number: string) => reader.get(number),
    getMany: (numbers: readonly string[]) => reader.getMany(numbers),
    /** Newest first, by the instant of issue. */
    page: (args: PageArgs, criteria: DocumentCriteria): Promise<Page<AccountingDocumentRecord>> =>
      reader.page(args, { query: filtered(criteria), field: "issuedAt" }),
    /** The invoice and credit notes of some orders, for the order page (one query per order, at most 51 documents). */
    async ofOrder(orderId: string): Promise<AccountingDocumentRecord[]> {
      const documents = await reader.all(
        reader
          .ref()
          .where("orderId", "==", orderId)
          .limit(MAX_CREDIT_NOTES_PER_ORDER + 1),
      );
      return documents.sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.number.localeCompare(b.number));
    },
    /** Every document issued in [from, to), oldest first, batch by batch (the monthly archive holds one batch at a time). */
    async *issuedBetween(from: Date, to: Date, batch = 200): AsyncGenerator<AccountingDocumentRecord> {
      const range = reader.ref().where("issuedAt", ">=", Timestamp.fromDate(from)).where("issuedAt", "<", Timestamp.fromDate(to));
      let q = range.orderBy("issuedAt").orderBy(FieldPath.documentId()).limit(batch);
      for (;;) {
        const snap = await q.get();
        meter.query(snap.size);
        for (const doc of snap.docs) yield documentFromSnapshot(doc);
        if (snap.size < batch) return;
        const last = snap.docs[snap.size - 1]!;
        q = range.orderBy("issuedAt").orderBy(FieldPath.documentId()).startAfter(last.get("issuedAt"), last.id).limit(batch);
      }
    },
  };
}
