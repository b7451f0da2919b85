import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { acceptContactMessage, acceptFeedback, db } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * The storefront writes feedback and contact messages straight to Firestore (firestore.rules
 * checks their shape): these triggers normalise what it wrote, mark floods as SPAM and count
 * each record once in the unread counters (docs/inbox.md). A redelivered event finds the
 * record already `counted` and writes nothing.
 */
const options = { region: "europe-west1", retry: true, memory: "256MiB" } as const;

export const acceptStorefrontFeedback = onDocumentCreated(
  { ...options, document: "feedback/{id}" },
  pausable(async (event) => {
    await acceptFeedback(db(), event.params.id);
  }),
);

export const acceptStorefrontContactMessage = onDocumentCreated(
  { ...options, document: "contactMessages/{id}" },
  pausable(async (event) => {
    await acceptContactMessage(db(), event.params.id);
  }),
);
