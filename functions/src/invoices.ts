import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { becamePaid, db, issueInvoice, notifyOrderWrite } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * A paid order gets its invoice, once (server/src/firestore/invoicing/issue.ts): whoever paid it
 * (the storefront's payment, an administrator's status change), the write that sets `paidAt`
 * tells the team and issues FA-YYYY-NNNNNN in one transaction with the year's counter. A
 * redelivered event, or two at once, find the invoice and the notifications already there and do
 * nothing.
 */
export const issueOrderInvoice = onDocumentWritten(
  { document: "orders/{orderId}", region: "europe-west1", retry: true, memory: "256MiB" },
  pausable(async (event) => {
    const change = event.data;
    if (!change || !becamePaid(change.before.data(), change.after.data())) return;
    // The same moment tells the members who asked for paid orders of this amount (docs/notifications.md);
    // first, so that an invoice that cannot be issued yet does not keep the team from knowing.
    await notifyOrderWrite(db(), event.params.orderId, change.before.data(), change.after.data());
    await issueInvoice(db(), event.params.orderId);
  }),
);
