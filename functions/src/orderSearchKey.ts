import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { db, keepOrderIdSearchKey } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * Stores the search fields on orders the storefront writes — `idSearchKey` (the id upper-cased,
 * which the orders search queries) and `productIds` (the lines' products, which a product's
 * usage count queries): the API never creates orders, so only a trigger sees them. It writes
 * only missing or stale fields, so its own write and a redelivered event change nothing.
 */
export const keepOrderSearchKey = onDocumentWritten(
  { document: "orders/{orderId}", region: "europe-west1", retry: true, memory: "256MiB" },
  pausable(async (event) => {
    const after = event.data?.after;
    await keepOrderIdSearchKey(db(), event.params.orderId, after?.exists ? after.data() : undefined);
  }),
);
