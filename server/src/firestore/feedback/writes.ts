/**
 * An administrator's feedback writes, each one audited transaction (docs/server-writes.md)
 * that also moves the unread counter (inbox/counters.ts).
 */
import { randomUUID } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { feedbackTransition, inboxMessages, type FeedbackStatusValue } from "@atelier/domain/inbox";
import { inputField, userError } from "@atelier/domain/userErrors";
import { auditedWrites, type WriteResult } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { setStatuses, type BulkOutcome, type BulkStatusKind } from "../inbox/bulkStatus";
import { FEEDBACK, MAX_FEEDBACK_NOTES, feedbackFromSnapshot, type FeedbackRecord } from "./record";

/** How a feedback's status moves in a bulk change (inbox/bulkStatus.ts). */
const feedbackStatus: BulkStatusKind<FeedbackRecord, FeedbackStatusValue> = {
  kind: "feedback",
  action: "feedback.setStatus",
  targetType: "feedback",
  fromSnapshot: feedbackFromSnapshot,
  transition: feedbackTransition,
  refusal: inboxMessages.feedbackTransition,
  change: (before, status, w) => ({
    fields: { status, updatedAt: w.now },
    after: { ...before, status, updatedAt: w.now.toDate().toISOString() },
  }),
};

export function feedbackWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const ref = (id: string) => firestore.collection(FEEDBACK).doc(id);
  return {
    /**
     * Moves 1–100 feedbacks to `status` in ONE audited write (like moderateCreations): one audit
     * entry per changed feedback, the unread counter moved by the sum of their deltas.
     */
    setStatus: (actorUid: string, ids: readonly string[], status: FeedbackStatusValue): Promise<WriteResult<BulkOutcome<FeedbackRecord>>> =>
      writes.run(actorUid, (w) => setStatuses(firestore, w, ids.map(ref), status, feedbackStatus)),

    addNote: (actorUid: string, id: string, text: string): Promise<WriteResult<FeedbackRecord>> =>
      writes.run(actorUid, async (w) => {
        const before = await w.getExisting(ref(id), inputField("feedbackId"), "Feedback", feedbackFromSnapshot);
        if (before.notes.length >= MAX_FEEDBACK_NOTES) {
          w.refuse([userError(inputField("text"), `Un feedback garde au plus ${MAX_FEEDBACK_NOTES} notes.`, "TOO_MANY")]);
        }
        const note = { id: randomUUID(), text, authorUid: actorUid, createdAt: w.now };
        w.tx.update(ref(id), { notes: FieldValue.arrayUnion(note), updatedAt: w.now });
        w.audit({ action: "feedback.addNote", targetType: "feedback", targetId: id, before: null, after: { note: text } });
        const iso = w.now.toDate().toISOString();
        return { ...before, notes: [...before.notes, { ...note, createdAt: iso }], updatedAt: iso };
      }),

    /** Assigns the feedback to an administrator, or to nobody (null). */
    assign: (actorUid: string, id: string, assigneeUid: string | null): Promise<WriteResult<FeedbackRecord>> =>
      writes.run(actorUid, async (w) => {
        const before = await w.getExisting(ref(id), inputField("feedbackId"), "Feedback", feedbackFromSnapshot);
        if (assigneeUid) {
          const assignee = await w.get(firestore.collection("users").doc(assigneeUid));
          if (assignee.get("isAdmin") !== true) w.refuse([userError(inputField("assigneeUid"), inboxMessages.notAdmin, "INVALID")]);
        }
        w.tx.update(ref(id), { assigneeUid, updatedAt: w.now });
        w.audit({ action: "feedback.assign", targetType: "feedback", targetId: id, before: { assigneeUid: before.assigneeUid }, after: { assigneeUid } });
        return { ...before, assigneeUid, updatedAt: w.now.toDate().toISOString() };
      }),
  };
}
