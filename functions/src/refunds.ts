import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { db, recordRefund } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * An order moved to refunded by the storefront gets its REFUND transaction, once: create-if-absent
 * at transactions/refund-{orderId} (server/src/firestore/refunds.ts). changeOrderStatus writes it
 * in its own transaction, so this trigger then finds it and does nothing.
 */
export const recordOrderRefund = onDocumentWritten(
  { document: "orders/{orderId}", region: "europe-west1", retry: true, memory: "256MiB" },
  pausable(async (event) => {
    const change = event.data;
    if (!change) return;
    await recordRefund(
      db(),
      event.params.orderId,
      change.before.exists ? change.before.data() : undefined,
      change.after.exists ? change.after.data() : undefined,
    );
  }),
);
