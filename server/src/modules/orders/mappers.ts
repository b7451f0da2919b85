/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  Order: "../../firestore/orders#OrderRecord",
  OrderItem: "../../firestore/orders#OrderItemRecord",
  OrderNote: "../../firestore/orders#OrderNoteRecord",
  StatusChange: "../../firestore/orders#StatusChangeRecord",
  OrderStatusCount: "../../firestore/orders#OrderStatusCountRecord",
  OrderConnection: "../../schema/connection#OrderConnectionParent",
};
