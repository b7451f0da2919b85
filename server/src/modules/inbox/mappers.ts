/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  Feedback: "../../firestore/feedback#FeedbackRecord",
  FeedbackNote: "../../firestore/feedback#FeedbackNoteRecord",
  DroppedFeedbackReference: "@atelier/domain/feedbackReferences#DroppedReference",
  FeedbackConnection: "../../schema/connection#FeedbackConnectionParent",
  ContactMessage: "../../firestore/contactMessages#ContactMessageRecord",
  ContactReply: "../../firestore/contactMessages#ContactReplyRecord",
  ContactMessageConnection: "../../schema/connection#ContactMessageConnectionParent",
};
