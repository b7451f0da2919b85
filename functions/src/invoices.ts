import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { becamePaid, db, issueInvoice } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * A paid order gets its invoice, once (server/src/firestore/invoicing/issue.ts): whoever paid it
 * (the storefront's payment, an administrator's status change), the write that sets `paidAt`
 * issues FA-YYYY-NNNNNN in one transaction with the year's counter. A redelivered event, or two at
 * once, find the invoice already there and do nothing.
 */
export const issueOrderInvoice = onDocumentWritten(
  { document: "orders/{orderId}", region: "europe-west1", retry: true, memory: "256MiB" },
  pausable(async (event) => {
    const change = event.data;
    if (!change || !becamePaid(change.before.data(), change.after.data())) return;
    await issueInvoice(db(), event.params.orderId);
  }),
);
