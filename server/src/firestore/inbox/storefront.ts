/**
 * What the storefront triggers do with a feedback or contact message the storefront wrote
 * (functions/src/inbox.ts): normalise its texts, keep only the order or creation a feedback names
 * if it is its author's, mark a flood as SPAM, and count it in the
 * unread counters, in ONE transaction that also sets `counted`, so that an event delivered
 * twice (or a trigger that runs after an administrator already acted) counts it exactly once.
 */
import { Timestamp, type DocumentData, type Firestore, type Transaction } from "firebase-admin/firestore";
import { checkFeedbackReference, FEEDBACK_REFERENCE_KINDS, type DroppedReference } from "@atelier/domain/feedbackReferences";
import { isRecordId, recordIdOrNull } from "@atelier/domain/recordIds";
import { FLOOD_WINDOW_MS, isFlood, isUnread, normaliseContactMessage, normaliseFeedback } from "@atelier/domain/inbox";
import { CONTENDED_SYSTEM_WRITE_ATTEMPTS, runSystemTransaction } from "../retryBudget";
import { CONTACT_MESSAGES } from "../contactMessages/record";
import { CREATIONS } from "../creations/record";
import { FEEDBACK } from "../feedback/record";
import { ORDERS } from "../orders/record";
import { COUNTED, addUnread } from "./counters";

export type Acceptance = "accepted" | "unchanged";

const dateOf = (value: unknown, fallback: Date): Date => (value instanceof Timestamp ? value.toDate() : fallback);

/** Whether a stored record still needs the trigger (not yet counted). */
export const needsAcceptance = (d: DocumentData | undefined): boolean => d !== undefined && d[COUNTED] !== true;

/**
 * The mailbox's messages in the hour ending at `at` (served by the mailboxKey + createdAt index).
 * By mailbox, not by address: `x+1@…` … `x+7@…` are one sender. The storefront stores the key
 * with the message (firestore.rules checks it), so messages whose trigger has not run yet count.
 */
export const floodQuery = (firestore: Firestore, key: string, at: Date) =>
  firestore
    .collection(CONTACT_MESSAGES)
    .where("mailboxKey", "==", key)
    .where("createdAt", ">", Timestamp.fromMillis(at.getTime() - FLOOD_WINDOW_MS))
    .where("createdAt", "<=", Timestamp.fromDate(at));

export async function acceptContactMessage(firestore: Firestore, id: string, now = new Date()): Promise<Acceptance> {
  const ref = firestore.collection(CONTACT_MESSAGES).doc(id);
  return runSystemTransaction(
    firestore,
    async (tx) => {
      const snap = await tx.get(ref);
      const d = snap.data();
      if (!needsAcceptance(d)) return "unchanged";
      const clean = normaliseContactMessage(d!);
      const at = dateOf(d!.createdAt, now);
      let status: string = typeof d!.status === "string" && d!.status !== "NEW" ? d!.status : "NEW";
      let spamReason: string | null = null;
      if (status === "NEW" && clean.invalidReason) {
        status = "SPAM";
        spamReason = clean.invalidReason;
      }
      if (status === "NEW") {
        // The same mailbox's messages in the hour ending at this one (itself included).
        const sent = await tx.get(floodQuery(firestore, clean.mailboxKey, at));
        const dates = sent.docs.map((doc) => dateOf(doc.get("createdAt"), at));
        if (!sent.docs.some((doc) => doc.id === id)) dates.push(at);
        if (isFlood(at, dates)) {
          status = "SPAM";
          spamReason = "FLOOD";
        }
      }
      const { invalidReason: _, ...fields } = clean;
      tx.update(ref, {
        ...fields,
        status,
        spamReason,
        createdAt: Timestamp.fromDate(at),
        replies: Array.isArray(d!.replies) ? d!.replies : [],
        [COUNTED]: true,
      });
      addUnread(firestore, tx, "contactMessages", isUnread(status) ? 1 : 0, id);
      return "accepted";
    },
    CONTENDED_SYSTEM_WRITE_ATTEMPTS,
  );
}

export async function acceptFeedback(firestore: Firestore, id: string, now = new Date()): Promise<Acceptance> {
  const ref = firestore.collection(FEEDBACK).doc(id);
  return runSystemTransaction(
    firestore,
    async (tx) => {
      const snap = await tx.get(ref);
      const d = snap.data();
      if (!needsAcceptance(d)) return "unchanged";
      const userId = recordIdOrNull(d!.userId);
      const user = userId ? (await tx.get(firestore.collection("users").doc(userId))).data() : undefined;
      const userName = [user?.firstName, user?.lastName].filter((s) => typeof s === "string" && s).join(" ") || null;
      const userEmail = typeof user?.email === "string" ? user.email : null;
      const clean = normaliseFeedback(d!, { name: userName, email: userEmail });
      const references = await checkReferences(firestore, tx, userId, clean);
      const status: string = typeof d!.status === "string" ? d!.status : "NEW";
      tx.update(ref, {
        ...clean,
        ...references,
        userId,
        userName,
        userEmail,
        status,
        notes: Array.isArray(d!.notes) ? d!.notes : [],
        assigneeUid: typeof d!.assigneeUid === "string" ? d!.assigneeUid : null,
        createdAt: Timestamp.fromDate(dateOf(d!.createdAt, now)),
        [COUNTED]: true,
      });
      addUnread(firestore, tx, "feedback", isUnread(status) ? 1 : 0, id);
      return "accepted";
    },
    CONTENDED_SYSTEM_WRITE_ATTEMPTS,
  );
}

const REFERENCED = { ORDER: { collection: ORDERS, field: "orderId" }, CREATION: { collection: CREATIONS, field: "creationId" } } as const;

/**
 * The order and creation a feedback names are kept only when they are its author's
 * (@atelier/domain/feedbackReferences); each dropped one is recorded in `droppedReferences`. Read in the
 * trigger's transaction, before its writes.
 */
async function checkReferences(
  firestore: Firestore,
  tx: Transaction,
  authorUid: string | null,
  named: { orderId: string | null; creationId: string | null },
): Promise<{ orderId: string | null; creationId: string | null; droppedReferences: DroppedReference[] }> {
  const result = { orderId: null as string | null, creationId: null as string | null, droppedReferences: [] as DroppedReference[] };
  for (const kind of FEEDBACK_REFERENCE_KINDS) {
    const { collection, field } = REFERENCED[kind];
    const id = named[field];
    if (!id) continue;
    // An invalid id is never handed to Firestore (a reserved « __…__ » id would fail the trigger).
    const snap = isRecordId(id) ? await tx.get(firestore.collection(collection).doc(id)) : undefined;
    const decision = checkFeedbackReference(kind, id, authorUid, snap && { exists: snap.exists, userId: snap.get("userId") });
    if ("keep" in decision) result[field] = decision.keep;
    else result.droppedReferences.push(decision.dropped);
  }
  return result;
}
