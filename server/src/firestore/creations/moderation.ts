import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { DecidedModeration } from "../../rules/creationModeration";
import { auditedWrites, type WriteResult, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { mailOutbox } from "../mail/enqueue";
import { USERS } from "../users/record";
import { CREATIONS, creationFromSnapshot, type CreationRecord } from "./record";

export interface ModerationOutcome {
  decided: CreationRecord[];
  /** Ids with no creation: nothing was written for them. */
  missing: string[];
}

export function creationModeration(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const ref = (id: string) => firestore.collection(CREATIONS).doc(id);
  /**
   * A rejection tells each author, when settings/app says so (`moderation.notifyAuthorOnRejection`
   * and the `emails.creationRejected` switch): reads the settings and the authors (before any
   * write); answers what to enqueue for each rejected creation.
   */
  async function rejectionMails(w: WriteScope, creations: CreationRecord[]) {
    const outbox = await mailOutbox(w, firestore);
    if (!outbox.settings.notifyAuthorOnRejection || !outbox.enabled("creationRejected")) return () => undefined;
    const uids = [...new Set(creations.flatMap((c) => (c.userId ? [c.userId] : [])))];
    const authors = new Map((await w.getAll(uids.map((uid) => firestore.collection(USERS).doc(uid)))).map((snap) => [snap.id, snap.data()]));
    return (creation: CreationRecord) => {
      const author = creation.userId ? authors.get(creation.userId) : undefined;
      if (typeof author?.email !== "string" || !author.email) return;
      outbox.enqueue({
        to: author.email,
        template: "creation-rejected",
        source: "creation.moderate",
        data: {
          shopName: outbox.settings.shopName,
          firstName: typeof author.firstName === "string" ? author.firstName : "",
          reason: creation.moderation.reason ?? "",
        },
      });
    };
  }

  return {
    /**
     * Applies one decision to every existing creation among `ids`, with one audit entry each, in
     * ONE audited write: the call is all-or-nothing for the creations that exist, and two
     * administrators deciding the same creation are serialised by Firestore (the later one
     * retries on the fresh document), so each audit entry's `before` is the state it replaced.
     */
    moderate: (ids: readonly string[], decision: DecidedModeration): Promise<WriteResult<ModerationOutcome>> =>
      writes.run(decision.moderatedBy, async (w) => {
        const snaps = await w.getAll(ids.map(ref));
        const notify = decision.status === "REJECTED" ? await rejectionMails(w, snaps.filter((s) => s.exists).map(creationFromSnapshot)) : () => undefined;
        const moderation = { ...decision, moderatedAt: Timestamp.fromDate(decision.moderatedAt) };
        const decided: CreationRecord[] = [];
        const missing: string[] = [];
        for (const snap of snaps) {
          if (!snap.exists) {
            missing.push(snap.id);
            continue;
          }
          const before = creationFromSnapshot(snap);
          const after: CreationRecord = { ...before, moderation: { ...decision, moderatedAt: decision.moderatedAt.toISOString() } };
          w.tx.update(snap.ref, { moderation });
          w.audit({
            action: "creation.moderate",
            targetType: "creation",
            targetId: snap.id,
            before: { moderation: before.moderation },
            after: { moderation: after.moderation },
          });
          notify(after);
          decided.push(after);
        }
        return { decided, missing };
      }),
  };
}
