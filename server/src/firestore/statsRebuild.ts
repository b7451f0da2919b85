import type { Firestore } from "firebase-admin/firestore";
import { applyDelta, emptyStats, type Stats } from "@atelier/domain/dashboardStats";
import { CREATIONS } from "./creations/record";
import { ACCOUNTING_DOCUMENTS } from "./invoicing/documents";
import { ORDERS } from "./orders/record";
import { byDocumentId, scanPages } from "./scan";
import { writeDelta, writeStats, type AggregatedCollection } from "./stats";
import { TRANSACTIONS } from "./transactions";
import { USERS } from "./users/record";

const PAGE = 5000;
/** Only the fields the aggregates depend on travel (100 000 orders fit in memory one page at a time). */
const FIELDS: Record<AggregatedCollection, string[]> = {
  orders: ["status", "total", "createdAt", "paidAt", "items", "deliveryMethodId", "reprintOf", "refundedCents", "refundedItemCents"],
  users: ["createdAt"],
  creations: ["createdAt", "moderation.isModerated"],
  transactions: ["type", "status", "amount", "credits", "orderId", "createdAt"],
  accountingDocuments: ["kind", "issuedOn", "issuedAt", "paidOn", "grossCents", "vatTotals"],
};
const NAMES: Record<AggregatedCollection, string> = {
  orders: ORDERS,
  users: USERS,
  creations: CREATIONS,
  transactions: TRANSACTIONS,
  accountingDocuments: ACCOUNTING_DOCUMENTS,
};

/**
 * The aggregates recomputed from every order, user, creation, transaction and accounting document (nothing written),
 * with the triggers' own rules. `onRead` is told how many documents each page read.
 */
export async function computeStats(firestore: Firestore, onRead?: (documents: number) => void): Promise<Stats> {
  const stats = emptyStats();
  for (const collection of Object.keys(NAMES) as AggregatedCollection[]) {
    const query = byDocumentId(firestore.collection(NAMES[collection]).select(...FIELDS[collection]));
    for await (const docs of scanPages(query, { pageSize: PAGE })) {
      onRead?.(docs.length);
      for (const doc of docs) applyDelta(stats, writeDelta(collection, undefined, doc.data()));
    }
  }
  return stats;
}

/**
 * Rebuilds the aggregates from scratch. Run it while nothing else writes orders, users or
 * creations (the seed and the benchmark pause the emulator's triggers around it): an event
 * applied during the scan could be counted twice.
 */
export async function rebuildAggregates(firestore: Firestore): Promise<Stats> {
  const stats = await computeStats(firestore);
  await writeStats(firestore, stats);
  return stats;
}
