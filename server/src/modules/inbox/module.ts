/** The inboxes: feedback and contact messages, their unread counts and the administrators' writes (docs/inbox.md). */
import { MAX_CONTACT_REPLIES } from "../../firestore/contactMessages/record";
import { MAX_FEEDBACK_NOTES } from "../../firestore/feedback/record";
import { INBOX_SEARCH_LIMIT } from "../../firestore/inbox/list";
import { aggregateReads, connectionCosts, hasSearch, inputIdsOf, ONE, page, type Args } from "../../limits/costModel";
import { MAX_INBOX_BULK } from "@atelier/domain/inbox";
import { feedbackRepository } from "../../firestore/feedback";
import { contactMessagesRepository } from "../../firestore/contactMessages";
import { inboxRepository } from "../../firestore/inbox";
import { defineModule } from "../serverModule";
import { inboxResolvers } from "./inbox";
import { INHERIT, wrappers } from "../../auth/fieldAccess";

/** An inbox list reads a page, or for a search up to INBOX_SEARCH_LIMIT records. */
const inboxList = (args: Args) => (hasSearch(args) ? INBOX_SEARCH_LIMIT : page(args));
const bulkIds = (_: Args, call: Args) => inputIdsOf(call, MAX_INBOX_BULK);

declare module "../../firestore" {
  interface Repositories {
    feedback: ReturnType<typeof feedbackRepository>;
    contactMessages: ReturnType<typeof contactMessagesRepository>;
    inbox: ReturnType<typeof inboxRepository>;
  }
}

export default defineModule({
  repositories: { feedback: feedbackRepository, contactMessages: contactMessagesRepository, inbox: inboxRepository },
  resolvers: [inboxResolvers],
  access: {
    "Query.feedbacks": "INBOX",
    "Query.contactMessages": "INBOX",
    "Query.feedback": "INBOX",
    "Query.contactMessage": "INBOX",
    "Query.inboxCounts": "INBOX",
    "Mutation.setFeedbackStatus": "INBOX",
    "Mutation.addFeedbackNote": "INBOX",
    "Mutation.assignFeedback": "INBOX",
    "Mutation.setContactMessagesStatus": "INBOX",
    "Mutation.markContactMessageRead": "INBOX",
    "Mutation.replyToContactMessage": "INBOX",
    Feedback: "INBOX",
    FeedbackNote: "INBOX",
    DroppedFeedbackReference: "INBOX",
    ContactMessage: "INBOX",
    ContactReply: "INBOX",
    InboxCounts: "INBOX",
    ...wrappers("Feedback"),
    ...wrappers("ContactMessage"),
    SetFeedbackStatusPayload: INHERIT,
    SetContactMessagesStatusPayload: INHERIT,
    FeedbackPayload: INHERIT,
    ContactMessagePayload: INHERIT,
  },
  costs: {
    "Query.feedbacks": { reads: inboxList },
    "Query.contactMessages": { reads: inboxList },
    ...connectionCosts("FeedbackConnection", "feedback"),
    ...connectionCosts("ContactMessageConnection", "contactMessages"),
    "Query.feedback": ONE,
    "Query.contactMessage": ONE,
    // stats/inbox and its shards.
    "Query.inboxCounts": { reads: aggregateReads(1) },
    "Feedback.user": ONE,
    "Feedback.creation": ONE,
    "Feedback.order": ONE,
    "Feedback.assignee": ONE,
    "Feedback.notes": { items: MAX_FEEDBACK_NOTES },
    // At most one order and one creation dropped, stored in the document: no read.
    "Feedback.droppedReferences": { items: 2 },
    "FeedbackNote.author": ONE,
    "ContactMessage.replies": { items: MAX_CONTACT_REPLIES },
    "ContactReply.author": ONE,
    "Mutation.setFeedbackStatus": { reads: bulkIds },
    "SetFeedbackStatusPayload.feedbacks": { items: bulkIds },
    "Mutation.addFeedbackNote": ONE,
    "Mutation.assignFeedback": { reads: 2 },
    "Mutation.setContactMessagesStatus": { reads: bulkIds },
    "SetContactMessagesStatusPayload.contactMessages": { items: bulkIds },
    "Mutation.markContactMessageRead": ONE,
    "Mutation.replyToContactMessage": { reads: 2 },
  },
});
