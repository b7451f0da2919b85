/**
 * What the storefront may read of the content (docs/content.md, « The public projection »):
 * `publicPages/{id}` and `publicPosts/{id}` hold only what it shows — title, slug, body, SEO,
 * publication date, and for a post its excerpt, cover and tags. The back-office records keep
 * the rest (status, version, updatedBy, authorId, searchTokens) and are no longer readable by
 * any client. Every save writes the projection in its own transaction: a live record's
 * projection is set, a draft's deleted; a scheduled post is projected with its future date and
 * the rules show it once `publishedAt <= request.time`. Pure: the seed builds it the same way.
 */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import type { ContentKind } from "@atelier/domain/content/contentEntry";

export const PUBLIC_PAGES = "publicPages";
export const PUBLIC_POSTS = "publicPosts";

export const publicCollectionOf = (kind: ContentKind) => (kind === "page" ? PUBLIC_PAGES : PUBLIC_POSTS);

/**
 * The projection of a record as stored (storefront field names), or null when the storefront
 * must not see it at all (a draft; a page is never scheduled). `publishedAt` is passed as stored
 * (a Timestamp, or a Date in the seed).
 */
export function publicFields(kind: ContentKind, stored: DocumentData): DocumentData | null {
  const live = stored.status === "published" || (kind === "post" && stored.status === "scheduled");
  if (!live || !stored.publishedAt) return null;
  const seo = (stored.seo ?? {}) as DocumentData;
  const common = {
    title: stored.title ?? "",
    slug: stored.slug ?? "",
    body: stored.body ?? "",
    seo: { title: seo.title ?? null, description: seo.description ?? null },
    publishedAt: stored.publishedAt,
  };
  if (kind === "page") return common;
  return { ...common, excerpt: stored.excerpt ?? null, coverImagePath: stored.coverImagePath ?? null, tags: Array.isArray(stored.tags) ? stored.tags : [] };
}

/**
 * The storefront's queries of the projection (docs/content.md), written here with the Admin SDK
 * so that indexes.test.ts checks they have their indexes; the storefront sends the same with
 * the web SDK. A post query must bound `publishedAt` by now: the rules refuse any that could
 * return a post still to come.
 */
export const storefrontQueries = {
  pageBySlug: (firestore: Firestore, slug: string) => firestore.collection(PUBLIC_PAGES).where("slug", "==", slug).limit(1),
  latestPosts: (firestore: Firestore, now: Date, size = 10) =>
    firestore.collection(PUBLIC_POSTS).where("publishedAt", "<=", now).orderBy("publishedAt", "desc").limit(size),
  postBySlug: (firestore: Firestore, slug: string, now: Date) =>
    firestore.collection(PUBLIC_POSTS).where("slug", "==", slug).where("publishedAt", "<=", now).limit(1),
};
