/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  PersonalDataErasure: "../../personalData/erasure/erasure#ErasureState",
  PersonalDataErasureRun: "../../personalData/erasure/erasure#ErasureRun",
  PersonalDataRequest: "../../personalData/requests/record#PersonalDataRequestRecord",
  PersonalDataRequestConnection: "../../schema/connection#PersonalDataRequestConnectionParent",
};
