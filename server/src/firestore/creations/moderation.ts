import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { DecidedModeration } from "../../rules/creationModeration";
import { auditedWrites, type WriteResult } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { CREATIONS, creationFromSnapshot, type CreationRecord } from "./record";

export interface ModerationOutcome {
  decided: CreationRecord[];
  /** Ids with no creation: nothing was written for them. */
  missing: string[];
}

export function creationModeration(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const ref = (id: string) => firestore.collection(CREATIONS).doc(id);
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
          decided.push(after);
        }
        return { decided, missing };
      }),
  };
}
