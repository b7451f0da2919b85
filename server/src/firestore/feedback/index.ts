/**
 * The feedback repository: one flat object of its reads and writes (`repos.feedback.list`,
 * `repos.feedback.setStatus`), composed from the parts of this folder, which share record.ts.
 */
import type { Firestore } from "firebase-admin/firestore";
import { CollectionReader, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { inboxBatches, inboxList, type InboxListCriteria } from "../inbox/list";
import { FEEDBACK, feedbackFromSnapshot } from "./record";
import { feedbackWrites } from "./writes";

export * from "./record";

export interface FeedbackCriteria {
  status?: string | null;
  rating?: number | null;
  category?: string | null;
  from?: Date | null;
  to?: Date | null;
  token?: string | null;
}

export const feedbackListCriteria = (c: FeedbackCriteria): InboxListCriteria => ({
  equal: { status: c.status, rating: c.rating, category: c.category },
  from: c.from,
  to: c.to,
  token: c.token,
});

export function feedbackRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, FEEDBACK, feedbackFromSnapshot, meter);
  return {
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    list: (args: PageArgs, criteria: FeedbackCriteria = {}) => inboxList(reader, args, feedbackListCriteria(criteria)),
    /** What `list` shows for `criteria`, all of it, batch by batch (the CSV export). */
    batchesMatching: (criteria: FeedbackCriteria = {}) => inboxBatches(reader, feedbackFromSnapshot, feedbackListCriteria(criteria), meter),
    ...feedbackWrites(firestore, meter),
  };
}
