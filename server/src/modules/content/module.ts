/**
 * Static pages and blog posts (docs/content.md): pages are read whole, posts by pages; a save
 * reads the record, the new slug's reservation and (a post) its author, plus the author of a
 * stale version; a restore the revision too.
 */
import DataLoader from "dataloader";
import type { BlogPostRecord, StaticPageRecord } from "../../firestore/content";
import { MAX_STATIC_PAGES } from "../../firestore/content/list";
import { MAX_REVISIONS } from "../../firestore/revisions/revisions";
import { connectionCosts, ONE, page, type FieldCost } from "../../limits/costModel";
import { staticPagesRepository, blogPostsRepository } from "../../firestore/content";
import { defineModule, type RecordLoader } from "../serverModule";
import { contentResolvers } from "./content";
import { revisionResolvers } from "./revisions";
import { INHERIT, wrappers } from "../../auth/fieldAccess";

declare module "../../loaders" {
  interface Loaders {
    staticPage: RecordLoader<StaticPageRecord>;
    blogPost: RecordLoader<BlogPostRecord>;
  }
}

const revisions: FieldCost = { reads: MAX_REVISIONS, items: MAX_REVISIONS };

declare module "../../firestore" {
  interface Repositories {
    staticPages: ReturnType<typeof staticPagesRepository>;
    blogPosts: ReturnType<typeof blogPostsRepository>;
  }
}

export default defineModule({
  repositories: { staticPages: staticPagesRepository, blogPosts: blogPostsRepository },
  resolvers: [contentResolvers, revisionResolvers],
  access: {
    "Query.staticPages": "CONTENT",
    "Query.staticPage": "CONTENT",
    "Query.blogPosts": "CONTENT",
    "Query.blogPost": "CONTENT",
    "Mutation.createStaticPage": "CONTENT",
    "Mutation.updateStaticPage": "CONTENT",
    "Mutation.restoreStaticPageRevision": "CONTENT",
    "Mutation.createBlogPost": "CONTENT",
    "Mutation.updateBlogPost": "CONTENT",
    "Mutation.restoreBlogPostRevision": "CONTENT",
    StaticPage: "CONTENT",
    BlogPost: "CONTENT",
    Revision: "CONTENT",
    RevisionField: "CONTENT",
    ...wrappers("BlogPost"),
    StaticPagePayload: INHERIT,
    BlogPostPayload: INHERIT,
  },
  costs: {
    "Query.staticPages": { reads: MAX_STATIC_PAGES, items: MAX_STATIC_PAGES },
    "Query.staticPage": ONE,
    "Query.blogPosts": { reads: page },
    ...connectionCosts("BlogPostConnection", "blogPosts"),
    "Query.blogPost": ONE,
    "StaticPage.updatedBy": ONE,
    "StaticPage.revisions": revisions,
    "BlogPost.updatedBy": ONE,
    "BlogPost.author": ONE,
    "BlogPost.revisions": revisions,
    "Revision.savedBy": ONE,
    // The editable fields of a post (title, slug, body, seoTitle, seoDescription, excerpt, coverImagePath, tags, authorId, status).
    "Revision.fields": { items: 10 },
    "Mutation.createStaticPage": ONE,
    "Mutation.updateStaticPage": { reads: 3 },
    "Mutation.restoreStaticPageRevision": { reads: 4 },
    // + the library record of a new cover (firestore/mediaFiles/inUse.ts).
    "Mutation.createBlogPost": { reads: 3 },
    "Mutation.updateBlogPost": { reads: 5 },
    "Mutation.restoreBlogPostRevision": { reads: 6 },
  },
  loaders: (repos) => ({
    staticPage: new DataLoader((ids: readonly string[]) => repos.staticPages.getMany(ids)),
    blogPost: new DataLoader((ids: readonly string[]) => repos.blogPosts.getMany(ids)),
  }),
});
