import { onDocumentCreated, onDocumentWritten } from "firebase-functions/v2/firestore";
import { acceptContactMessage, acceptFeedback, db, feedEvent, notifyInboxArrival, recordChange, type ChangeKind } from "@atelier/server";
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
    // Accepted now (not a redelivery finding it counted): the team is told, unless it is spam.
    if ((await acceptFeedback(db(), event.params.id)) === "accepted") await notifyInboxArrival(db(), "feedback", event.params.id);
  }),
);

export const acceptStorefrontContactMessage = onDocumentCreated(
  { ...options, document: "contactMessages/{id}" },
  pausable(async (event) => {
    if ((await acceptContactMessage(db(), event.params.id)) === "accepted") await notifyInboxArrival(db(), "contactMessage", event.params.id);
  }),
);

/**
 * Every write of an inbox record — the storefront's, the triggers' above, the console's (read,
 * answered, archived) — in the change feed the console listens to (docs/live.md).
 */
function feed(kind: ChangeKind, document: string) {
  return onDocumentWritten(
    { ...options, document },
    pausable(async (event) => {
      const change = event.data;
      if (!change) return;
      await recordChange(
        db(),
        feedEvent(event),
        kind,
        change.after.id,
        change.before.exists ? change.before.data() : undefined,
        change.after.exists ? change.after.data() : undefined,
      );
    }),
  );
}

export const feedFeedback = feed("feedback", "feedback/{id}");
export const feedContactMessages = feed("contactMessage", "contactMessages/{id}");
