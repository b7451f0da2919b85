/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  SavedView: "../../firestore/savedViews#SavedViewRecord",
  WorkQueue: "./workQueues#WorkQueueParent",
};
