/**
 * The content repositories (docs/content.md): `repos.staticPages` and `repos.blogPosts`,
 * composed from this folder's parts, which share record.ts.
 */
import type { Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "../cost";
import { contentLists } from "./list";
import type { BlogPostRecord, StaticPageRecord } from "./record";
import { contentWrites } from "./writes";

export * from "./record";
export type { BlogPostFilter } from "./list";

export function staticPagesRepository(firestore: Firestore, meter: CostMeter) {
  const lists = contentLists(firestore, meter);
  const writes = contentWrites<StaticPageRecord>(firestore, meter, "page");
  return { list: lists.pages, getMany: lists.getPages, ...writes };
}

export function blogPostsRepository(firestore: Firestore, meter: CostMeter) {
  const lists = contentLists(firestore, meter);
  const writes = contentWrites<BlogPostRecord>(firestore, meter, "post");
  return { page: lists.postsPage, count: lists.postsCount, getMany: lists.getPosts, ...writes };
}
