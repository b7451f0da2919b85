import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import { EVERY_TRANSACTION, type LedgerCriteria } from "@atelier/domain/finances/ledger";
import { scanPages } from "./scan";
import type { CostMeter } from "./cost";
import { badUserInput, messages } from "../errors";
import { CollectionReader, forwardPageInfo, pageSize, type Page, type PageArgs } from "./collection";
import { decodeCursor, encodeCursor } from "./cursor";
import { int, isoDate, num, oneOf, str } from "./convert";
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionStatusValue, type TransactionTypeValue } from "@atelier/domain/dashboardStats";

export const TRANSACTIONS = "transactions";

export interface TransactionRecord {
  id: string;
  userId: string | null;
  type: TransactionTypeValue;
  amount: number;
  credits: number;
  orderId: string | null;
  status: TransactionStatusValue;
  description: string | null;
  createdAt: string | null;
  createdBy: string | null;
  /** A REFUND's credit note (avoir), when the refund issued one. */
  creditNoteNumber: string | null;
}

export function transactionFromSnapshot(snap: DocumentSnapshot): TransactionRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    userId: str(d.userId),
    type: oneOf(TRANSACTION_TYPES, d.type, "CREDIT_ADJUSTMENT"),
    amount: num(d.amount),
    credits: int(d.credits),
    orderId: str(d.orderId),
    status: oneOf(TRANSACTION_STATUSES, d.status, "SUCCEEDED"),
    description: str(d.description),
    createdAt: isoDate(d.createdAt),
    createdBy: str(d.createdBy),
    creditNoteNumber: str(d.creditNoteNumber),
  };
}

/** Transactions an export holds in memory at once. */
export const TRANSACTION_EXPORT_BATCH = 500;

/**
 * The ledger: equality on type, status and userId, ranges on createdAt and amount (Firestore's
 * range filters on several fields), newest first. Every combination has its composite index in
 * firestore.indexes.json (indexes.test.ts enumerates them), so a page costs what it returns.
 */
export function transactionsRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, TRANSACTIONS, transactionFromSnapshot, meter);
  const filtered = (c: LedgerCriteria): Query => {
    let q: Query = reader.ref();
    if (c.type) q = q.where("type", "==", c.type);
    if (c.status) q = q.where("status", "==", c.status);
    if (c.userId) q = q.where("userId", "==", c.userId);
    if (c.from) q = q.where("createdAt", ">=", Timestamp.fromDate(c.from));
    if (c.to) q = q.where("createdAt", "<", Timestamp.fromDate(c.to));
    if (c.minAmount !== null) q = q.where("amount", ">=", c.minAmount);
    if (c.maxAmount !== null) q = q.where("amount", "<=", c.maxAmount);
    return q;
  };
  const amountRange = (c: LedgerCriteria) => c.minAmount !== null || c.maxAmount !== null;
  /**
   * Newest first. With an amount range, amount is ordered explicitly between the date and the id
   * (Firestore orders a range field the query does not order on after the explicit orders, and
   * nothing may follow the id), so a page resumes from its cursor's document (one more read).
   */
  const sorted = (c: LedgerCriteria): Query => {
    const byDate = filtered(c).orderBy("createdAt", "desc");
    return (amountRange(c) ? byDate.orderBy("amount", "desc") : byDate).orderBy(FieldPath.documentId(), "desc");
  };
  return {
    async page(args: PageArgs, criteria: LedgerCriteria = EVERY_TRANSACTION): Promise<Page<TransactionRecord>> {
      if (!amountRange(criteria)) return reader.page(args, { query: filtered(criteria) });
      const size = pageSize(args.first);
      let q = sorted(criteria);
      if (args.after) {
        const { id } = decodeCursor(args.after);
        const cursor = await reader.ref().doc(id).get();
        meter.documentsRead(1);
        if (!cursor.exists) throw badUserInput(messages.badCursor, "after");
        q = q.startAfter(cursor);
      }
      const snap = await q.limit(size + 1).get();
      meter.query(snap.size);
      const edges = snap.docs.slice(0, size).map((doc) => ({ cursor: encodeCursor(doc.get("createdAt"), doc.id), node: transactionFromSnapshot(doc) }));
      return { edges, pageInfo: forwardPageInfo(edges, snap.size > size) };
    },
    /** Counted on the page's own ordering, so it needs no index the page does not. */
    count: (criteria: LedgerCriteria = EVERY_TRANSACTION) => reader.count(sorted(criteria)),
    /** Every matching transaction, newest first, batch by batch (scan.ts): an export holds one batch. */
    async *batchesMatching(criteria: LedgerCriteria, batchSize = TRANSACTION_EXPORT_BATCH): AsyncGenerator<TransactionRecord[]> {
      for await (const docs of scanPages(sorted(criteria), { pageSize: batchSize, meter })) yield docs.map(transactionFromSnapshot);
    },
  };
}
