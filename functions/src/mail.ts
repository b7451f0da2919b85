import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { db, deliverMail } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * Sends the e-mails written to `mail/{id}`, as the « Trigger Email from Firestore » extension
 * would (docs/mail.md): the SMTP server is the SMTP_CONNECTION_URI variable (the local sink
 * under the emulators). Every write of the document runs it, its own included; the claim in a
 * transaction (server/src/mail/delivery.ts) makes a redelivered event send nothing twice.
 */
export const deliverMailDocument = onDocumentWritten(
  { document: "mail/{mailId}", region: "europe-west1", memory: "256MiB", timeoutSeconds: 120 },
  pausable(async (event) => {
    if (!event.data?.after.exists) return;
    const outcome = await deliverMail(db(), event.data.after.ref);
    if (outcome === "failed" || outcome === "expired") console.warn(`mail/${event.params.mailId}: ${outcome}`);
  }),
);
