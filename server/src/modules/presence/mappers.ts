/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  RecordPresence: "../../live/presence#RecordPresenceRecord",
  PresentMember: "../../live/presence#PresentMemberRecord",
};
