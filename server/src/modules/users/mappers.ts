/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  User: "../../firestore/users#UserRecord",
  SessionProfile: "../../firestore/users#UserRecord",
  UserConnection: "../../schema/connection#UserConnectionParent",
};
