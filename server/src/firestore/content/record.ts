/**
 * Static pages and blog posts as Firestore keeps them (docs/content.md): the collections, the
 * stored fields, and the records the API reads. Leaf module: every part of this folder imports
 * it, never each other's index.
 */
import { Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";
import type { ContentKind, ContentStatus } from "@atelier/domain/content/contentEntry";
import { int, isoDate, str } from "../convert";

export const STATIC_PAGES = "staticPages";
export const BLOG_POSTS = "blogPosts";
/** One document per slug taken, `<kind>:<slug>` → { kind, slug, ownerId }: what makes slugs unique under concurrent saves. */
export const CONTENT_SLUGS = "contentSlugs";

/** What the storefront reads: "published" (live since publishedAt), "scheduled" (live from publishedAt), "draft" (never). */
export type StoredStatus = "draft" | "scheduled" | "published";

export interface StaticPageRecord {
  id: string;
  kind: ContentKind;
  title: string;
  slug: string;
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** As the API shows it: a scheduled post whose date has come is PUBLISHED. */
  status: ContentStatus;
  /** When it went (or goes) live; null for a draft. */
  publishedAt: string | null;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface BlogPostRecord extends StaticPageRecord {
  excerpt: string | null;
  coverImagePath: string | null;
  tags: string[];
  /** uid of the administrator shown as the author. */
  authorId: string | null;
}

export type ContentRecord = StaticPageRecord | BlogPostRecord;

export const collectionOf = (kind: ContentKind) => (kind === "page" ? STATIC_PAGES : BLOG_POSTS);
export const slugDocId = (kind: ContentKind, slug: string) => `${kind}:${slug}`;

/** The API's status of a stored one, at `now`. */
export function contentStatus(stored: unknown, publishedAt: unknown, now: Date): ContentStatus {
  if (stored === "published") return "PUBLISHED";
  if (stored === "scheduled") {
    const at = isoDate(publishedAt);
    return at && Date.parse(at) <= now.getTime() ? "PUBLISHED" : "SCHEDULED";
  }
  return "DRAFT";
}

export function pageFromData(id: string, d: DocumentData, now = new Date()): StaticPageRecord {
  const seo = (d.seo ?? {}) as DocumentData;
  return {
    id,
    kind: "page",
    title: str(d.title) ?? "",
    slug: str(d.slug) ?? id,
    body: str(d.body) ?? "",
    seoTitle: str(seo.title),
    seoDescription: str(seo.description),
    status: contentStatus(d.status, d.publishedAt, now),
    publishedAt: d.status === "draft" ? null : isoDate(d.publishedAt),
    version: Math.max(1, int(d.version, 1)),
    updatedAt: isoDate(d.updatedAt),
    updatedBy: str(d.updatedBy),
  };
}

export function postFromData(id: string, d: DocumentData, now = new Date()): BlogPostRecord {
  return {
    ...pageFromData(id, d, now),
    kind: "post",
    excerpt: str(d.excerpt),
    coverImagePath: str(d.coverImagePath),
    tags: Array.isArray(d.tags) ? d.tags.filter((t): t is string => typeof t === "string") : [],
    authorId: str(d.authorId),
  };
}

export const fromData = (kind: ContentKind, id: string, d: DocumentData, now = new Date()): ContentRecord =>
  kind === "page" ? pageFromData(id, d, now) : postFromData(id, d, now);

export const pageFromSnapshot = (snap: DocumentSnapshot) => pageFromData(snap.id, snap.data() ?? {});
export const postFromSnapshot = (snap: DocumentSnapshot) => postFromData(snap.id, snap.data() ?? {});

/** The fields an administrator edits, with the API's names: what a revision keeps and a restore puts back. */
export function editableData(record: ContentRecord): DocumentData {
  const common = {
    title: record.title,
    slug: record.slug,
    body: record.body,
    seoTitle: record.seoTitle,
    seoDescription: record.seoDescription,
  };
  if (record.kind === "page") return common;
  const post = record as BlogPostRecord;
  return { ...common, excerpt: post.excerpt, coverImagePath: post.coverImagePath, tags: post.tags, authorId: post.authorId };
}

export const toTimestamp = (iso: string) => Timestamp.fromDate(new Date(iso));
