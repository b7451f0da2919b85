import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { applyWriteEvent, db, recordChange, type AggregatedCollection, type ChangeKind } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * The dashboard's aggregates, kept at write time: orders and users are written by the storefront
 * too, so only a trigger sees every write. Each event applies the difference between the
 * document after and before the write, once (see server/src/firestore/stats.ts). Orders and
 * creations also put the write in the change feed the console listens to (docs/live.md): the
 * same event, no second trigger.
 */
function aggregate(collection: AggregatedCollection, document: string, feed?: ChangeKind) {
  return onDocumentWritten(
    { document, region: "europe-west1", retry: true, memory: "256MiB" },
    pausable(async (event) => {
      const change = event.data;
      if (!change) return;
      const before = change.before.exists ? change.before.data() : undefined;
      const after = change.after.exists ? change.after.data() : undefined;
      await applyWriteEvent(db(), event.id, collection, before, after);
      if (feed) await recordChange(db(), event.id, feed, change.after.id, before, after);
    }),
  );
}

export const aggregateOrders = aggregate("orders", "orders/{orderId}", "order");
export const aggregateUsers = aggregate("users", "users/{uid}");
export const aggregateCreations = aggregate("creations", "creations/{creationId}", "creation");
/** Finance counters (docs/finances.md): only SUCCEEDED transactions count; a status change moves them. */
export const aggregateTransactions = aggregate("transactions", "transactions/{transactionId}");
/** Invoices and credit notes (docs/invoicing.md): written once by the server, counted by day of issue and rate, and on their order's payment day. */
export const aggregateAccountingDocuments = aggregate("accountingDocuments", "accountingDocuments/{number}");
