/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  Transaction: "../../firestore/transactions#TransactionRecord",
  TransactionConnection: "../../schema/connection#TransactionConnectionParent",
  FinanceReport: "@atelier/domain/finances/report#FinanceReportData",
  RevenueShare: "@atelier/domain/finances/figures#ShareTotal",
};
