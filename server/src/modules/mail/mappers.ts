/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  EmailTemplate: "../../firestore/mail#EmailTemplateView",
  EmailTemplateRevision: "../../firestore/revisions/revisions#RevisionRecord",
  EmailSettings: "../../firestore/settings#MailSettings",
  Mail: "../../firestore/mail#MailRecord",
  MailConnection: "../../schema/connection#MailConnectionParent",
};
