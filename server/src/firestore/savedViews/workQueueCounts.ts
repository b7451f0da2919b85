/**
 * The inboxes' late counts for the work queues (docs/saved-views.md): one count() each, on the
 * very query the inbox list runs for `?late=1` (status NEW, sent before the cutoff: the list's
 * own criteria builders), so the badge is the number of rows the link shows. The orders' late
 * count is the orders repository's countMatching on the late criteria (modules/savedViews).
 */
import type { Firestore } from "firebase-admin/firestore";
import { UNANSWERED_STATUS } from "@atelier/domain/workQueues/workQueues";
import { CollectionReader } from "../collection";
import { contactListCriteria } from "../contactMessages";
import { CONTACT_MESSAGES, contactMessageFromSnapshot } from "../contactMessages/record";
import type { CostMeter } from "../cost";
import { feedbackListCriteria } from "../feedback";
import { FEEDBACK, feedbackFromSnapshot } from "../feedback/record";
import { filteredQuery } from "../inbox/list";

export function workQueueCountsRepository(firestore: Firestore, meter: CostMeter) {
  const feedback = new CollectionReader(firestore, FEEDBACK, feedbackFromSnapshot, meter);
  const contactMessages = new CollectionReader(firestore, CONTACT_MESSAGES, contactMessageFromSnapshot, meter);
  return {
    /** Feedback still NEW, sent before `cutoff`. */
    lateFeedback: (cutoff: Date) => feedback.count(filteredQuery(feedback.ref(), feedbackListCriteria({ status: UNANSWERED_STATUS, to: cutoff }))),
    /** Contact messages still NEW, sent before `cutoff`. */
    lateContactMessages: (cutoff: Date) =>
      contactMessages.count(filteredQuery(contactMessages.ref(), contactListCriteria({ status: UNANSWERED_STATUS, to: cutoff }))),
  };
}
