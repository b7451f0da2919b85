/**
 * An administrator's feedback writes, each one audited transaction (docs/server-writes.md)
 * that also moves the unread counter (inbox/counters.ts).
 */
import { randomUUID } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { feedbackTransition, inboxMessages, type FeedbackStatusValue } from "@atelier/domain/inbox";
import { inputField, userError, type UserError } from "@atelier/domain/userErrors";
import { auditedWrites, type WriteResult } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { addUnread, statusChangeDelta } from "../inbox/counters";
import { FEEDBACK, MAX_FEEDBACK_NOTES, feedbackFromSnapshot, type FeedbackRecord } from "./record";

export interface BulkOutcome<R> {
  /** Every existing record asked for, as it is now (changed or already at the status). */
  records: R[];
  /** Ids with no record: nothing written for them. */
  missing: string[];
  /** Records whose status may not move to the one asked: unchanged, with the reason. */
  refused: { id: string; error: UserError }[];
}

export function feedbackWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const ref = (id: string) => firestore.collection(FEEDBACK).doc(id);
  return {
    /**
     * Moves 1–100 feedbacks to `status` in ONE audited write (like moderateCreations): one audit
     * entry per changed feedback, the unread counter moved by the sum of their deltas.
     */
    setStatus: (ids: readonly string[], status: FeedbackStatusValue, actorUid: string): Promise<WriteResult<BulkOutcome<FeedbackRecord>>> =>
      writes.run(actorUid, async (w) => {
        const snaps = await w.getAll(ids.map(ref));
        const outcome: BulkOutcome<FeedbackRecord> = { records: [], missing: [], refused: [] };
        let delta = 0;
        snaps.forEach((snap, index) => {
          if (!snap.exists) return void outcome.missing.push(snap.id);
          const before = feedbackFromSnapshot(snap);
          const decision = feedbackTransition(before.status, status);
          if (decision === "refused") {
            const error = userError(inputField("ids", index), inboxMessages.feedbackTransition(before.status, status), "INVALID");
            return void outcome.refused.push({ id: snap.id, error });
          }
          if (decision === "same") return void outcome.records.push(before);
          delta += statusChangeDelta(snap.data()!, before.status, status);
          w.tx.update(snap.ref, { status, updatedAt: w.now });
          w.audit({ action: "feedback.setStatus", targetType: "feedback", targetId: snap.id, before: { status: before.status }, after: { status } });
          outcome.records.push({ ...before, status, updatedAt: w.now.toDate().toISOString() });
        });
        addUnread(firestore, w.tx, "feedback", delta, String(w.now.toMillis()));
        return outcome;
      }),

    addNote: (id: string, text: string, actorUid: string): Promise<WriteResult<FeedbackRecord>> =>
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
    assign: (id: string, assigneeUid: string | null, actorUid: string): Promise<WriteResult<FeedbackRecord>> =>
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
