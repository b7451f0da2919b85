/**
 * Static pages and blog posts (docs/content.md): thin resolvers over repos.staticPages and
 * repos.blogPosts. The storefront does not come here: it reads published content from Firestore.
 */
import type { Context } from "../../context";
import type { Resolvers } from "../../generated/graphql";
import { connection, sharedConnection, totalCountResolver } from "../../schema/connection";
import { displayableImageUrl } from "../../schema/images";
import { actor, payload } from "../../schema/mutationPayload";

const updatedBy = (record: { updatedBy: string | null }, _: unknown, ctx: Context) => (record.updatedBy ? ctx.loaders.user.load(record.updatedBy) : null);

export const contentResolvers: Resolvers = {
  Query: {
    staticPages: (_, __, ctx) => ctx.loaders.calls.share("Query.staticPages", null, null, () => ctx.repos.staticPages.list()),
    staticPage: (_, { id }, ctx) => ctx.loaders.staticPage.load(id),
    blogPosts: (_, args, ctx) =>
      sharedConnection(ctx, "Query.blogPosts", null, args, () => {
        const { filter, ...page } = args;
        return connection(ctx.repos.blogPosts.page(page, filter ?? undefined), () => ctx.repos.blogPosts.count(filter ?? undefined));
      }),
    blogPost: (_, { id }, ctx) => ctx.loaders.blogPost.load(id),
  },
  Mutation: {
    createStaticPage: async (_, { input }, ctx) => payload("staticPage", await ctx.repos.staticPages.create(actor(ctx), input)),
    updateStaticPage: async (_, { input }, ctx) => payload("staticPage", await ctx.repos.staticPages.update(actor(ctx), input.id, input.version, input.values)),
    restoreStaticPageRevision: async (_, { input }, ctx) =>
      payload("staticPage", await ctx.repos.staticPages.restore(actor(ctx), input.id, input.version, input.revision)),
    createBlogPost: async (_, { input }, ctx) => payload("blogPost", await ctx.repos.blogPosts.create(actor(ctx), input)),
    updateBlogPost: async (_, { input }, ctx) => payload("blogPost", await ctx.repos.blogPosts.update(actor(ctx), input.id, input.version, input.values)),
    restoreBlogPostRevision: async (_, { input }, ctx) =>
      payload("blogPost", await ctx.repos.blogPosts.restore(actor(ctx), input.id, input.version, input.revision)),
  },
  StaticPage: {
    updatedBy,
    revisions: (page, _, ctx) => ctx.repos.staticPages.revisions(page.id),
  },
  BlogPost: {
    updatedBy,
    author: (post, _, ctx) => (post.authorId ? ctx.loaders.user.load(post.authorId) : null),
    coverImageUrl: (post, _, ctx) => displayableImageUrl(ctx.storage, post.coverImagePath),
    revisions: (post, _, ctx) => ctx.repos.blogPosts.revisions(post.id),
  },
  BlogPostConnection: totalCountResolver,
};
