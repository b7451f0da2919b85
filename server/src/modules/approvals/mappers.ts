/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  ApprovalRequest: "../../firestore/approvals/record#ApprovalRequestRecord",
  ApprovalRequestConnection: "../../schema/connection#ApprovalRequestConnectionParent",
};
