import { onDocumentWritten } from "firebase-functions/v2/firestore";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { applyWriteEvent, db, feedEvent, notifyCreationWrite, recordChange, type AggregatedCollection, type ChangeKind } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * The dashboard's aggregates, kept at write time: orders and users are written by the storefront
 * too, so only a trigger sees every write. Each event applies the difference between the
 * document after and before the write, once (see server/src/firestore/stats.ts). Orders and
 * creations also put the write in the change feed the console listens to (docs/live.md): the
 * same event, no second trigger.
 */
type Notify = (firestore: Firestore, before: DocumentData | undefined, after: DocumentData | undefined) => Promise<void>;

function aggregate(collection: AggregatedCollection, document: string, feed?: ChangeKind, notify?: Notify) {
  return onDocumentWritten(
    { document, region: "europe-west1", retry: true, memory: "256MiB" },
    pausable(async (event) => {
      const change = event.data;
      if (!change) return;
      const before = change.before.exists ? change.before.data() : undefined;
      const after = change.after.exists ? change.after.data() : undefined;
      await applyWriteEvent(db(), event.id, collection, before, after);
      if (feed) await recordChange(db(), feedEvent(event), feed, change.after.id, before, after);
      if (notify) await notify(db(), before, after);
    }),
  );
}

export const aggregateOrders = aggregate("orders", "orders/{orderId}", "order");
export const aggregateUsers = aggregate("users", "users/{uid}");
// A creation joining the moderation queue may take it above its threshold (docs/notifications.md).
export const aggregateCreations = aggregate("creations", "creations/{creationId}", "creation", notifyCreationWrite);
/** Finance counters (docs/finances.md): only SUCCEEDED transactions count; a status change moves them. */
export const aggregateTransactions = aggregate("transactions", "transactions/{transactionId}");
/** Invoices and credit notes (docs/invoicing.md): written once by the server, counted by day of issue and rate, and on their order's payment day. */
export const aggregateAccountingDocuments = aggregate("accountingDocuments", "accountingDocuments/{number}");
