/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  StaffMember: "../../firestore/staff#StaffMemberRecord",
  StaffRole: "../../firestore/staff/roles#StaffRoleRecord",
};
