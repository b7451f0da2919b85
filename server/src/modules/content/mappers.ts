/** GraphQL type → the record its resolvers receive (read by codegen.ts; paths from this folder). */
export default {
  StaticPage: "../../firestore/content#StaticPageRecord",
  BlogPost: "../../firestore/content#BlogPostRecord",
  Revision: "../../firestore/revisions/revisions#RevisionRecord",
  BlogPostConnection: "../../schema/connection#BlogPostConnectionParent",
};
