/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  MediaFile: "../../firestore/mediaFiles#MediaFileRecord",
  MediaFileConnection: "../../firestore/mediaFiles#MediaFilePage",
};
