/**
 * Reading pages and posts for the back-office: pages whole (a shop has a handful), posts by
 * cursor pages filtered by status, tag and title word — each filter one Firestore query
 * (the post's `searchTokens`, see @atelier/domain/content/contentEntry).
 */
import { Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { searchToken, type ContentStatus } from "@atelier/domain/content/contentEntry";
import { CollectionReader, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { BLOG_POSTS, STATIC_PAGES, pageFromSnapshot, postFromSnapshot } from "./record";

/** The most pages the list reads. */
export const MAX_STATIC_PAGES = 200;

export interface BlogPostFilter {
  status?: ContentStatus | null;
  tag?: string | null;
  search?: string | null;
}

export function contentLists(firestore: Firestore, meter: CostMeter) {
  const pages = new CollectionReader(firestore, STATIC_PAGES, pageFromSnapshot, meter);
  const posts = new CollectionReader(firestore, BLOG_POSTS, postFromSnapshot, meter);

  /**
   * The filtered query and its order: drafts and all posts by last change, published ones by
   * publication date (newest first), scheduled ones by date to come (soonest first).
   */
  function postQuery(filter: BlogPostFilter = {}, now = Timestamp.now()): { query: Query; field: string; direction: "asc" | "desc" } {
    let query: Query = posts.ref();
    const token = searchToken(filter);
    if (token) query = query.where("searchTokens", "array-contains", token);
    switch (filter.status) {
      case "DRAFT":
        return { query: query.where("status", "==", "draft"), field: "updatedAt", direction: "desc" };
      case "PUBLISHED":
        return { query: query.where("status", "in", ["published", "scheduled"]).where("publishedAt", "<=", now), field: "publishedAt", direction: "desc" };
      case "SCHEDULED":
        return { query: query.where("status", "==", "scheduled").where("publishedAt", ">", now), field: "publishedAt", direction: "asc" };
      default:
        return { query, field: "updatedAt", direction: "desc" };
    }
  }

  return {
    /** Every page, last changed first (at most MAX_STATIC_PAGES). */
    pages: () => pages.all(pages.ref().orderBy("updatedAt", "desc").limit(MAX_STATIC_PAGES)),
    getPages: (ids: readonly string[]) => pages.getMany(ids),
    postsPage: (args: PageArgs, filter?: BlogPostFilter) => posts.page(args, postQuery(filter)),
    postsCount: (filter?: BlogPostFilter) => posts.count(postQuery(filter).query),
    getPosts: (ids: readonly string[]) => posts.getMany(ids),
  };
}
