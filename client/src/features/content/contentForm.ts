/**
 * The fields static pages and blog posts share in their editors: values as typed (the schedule
 * as a Paris wall-clock time), the zod schema — each field, then the server's own checkContent /
 * checkBlogPost — and the conversions to the API's inputs.
 */
import { z } from "zod";
import type { BlogPostInput, ContentStatus, StaticPageInput } from "../../gql/graphql";
import { optionalText, requiredText, withServerRules } from "../../ui/form";
import { checkBlogPost, checkContent, CONTENT_LIMITS } from "@atelier/domain/content/contentEntry";
import { parisInstant, parisLocalTime } from "@atelier/domain/content/schedule";

export type StaticPageFormValues = {
  title: string;
  slug: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
  status: ContentStatus;
  publishAtLocal: string;
};

export type BlogPostFormValues = StaticPageFormValues & {
  excerpt: string;
  coverImagePath: string | null;
  tags: string;
  authorId: string;
};

const contentFields = {
  title: requiredText("Le titre", CONTENT_LIMITS.title),
  slug: z.string().trim(),
  body: z.string(),
  seoTitle: optionalText("Le titre SEO", CONTENT_LIMITS.seoTitle),
  seoDescription: optionalText("La description SEO", CONTENT_LIMITS.seoDescription),
  status: z.enum(["DRAFT", "SCHEDULED", "PUBLISHED"]),
  /** « 2026-12-24T09:00 », Paris time; SCHEDULED only. */
  publishAtLocal: z.string(),
};

export const staticPageSchema = () =>
  withServerRules(z.object(contentFields), (values) => checkContent(staticPageInput(values), { base: [], kind: "page", now: new Date() }).errors);

export const blogPostSchema = () =>
  withServerRules(
    z.object({
      ...contentFields,
      excerpt: optionalText("L’extrait", CONTENT_LIMITS.excerpt),
      coverImagePath: z.string().nullable(),
      /** « Noël, Atelier »: comma-separated. */
      tags: z.string(),
      authorId: z.string(),
    }),
    (values) => checkBlogPost({ ...blogPostInput(values), authorId: values.authorId }, { base: [], now: new Date() }).errors,
  );

type ContentRecord = {
  title: string;
  slug: string;
  body: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
  status: ContentStatus;
  publishedAt?: string | null;
};

const contentFormValues = (record: ContentRecord): StaticPageFormValues => ({
  title: record.title,
  slug: record.slug,
  body: record.body,
  seoTitle: record.seoTitle ?? "",
  seoDescription: record.seoDescription ?? "",
  status: record.status,
  publishAtLocal: record.status === "SCHEDULED" && record.publishedAt ? parisLocalTime(record.publishedAt) : "",
});

const emptyContent: StaticPageFormValues = { title: "", slug: "", body: "", seoTitle: "", seoDescription: "", status: "DRAFT", publishAtLocal: "" };

export const emptyStaticPage: StaticPageFormValues = emptyContent;
export const staticPageFormValues = (page: ContentRecord): StaticPageFormValues => contentFormValues(page);

export const emptyBlogPost = (authorId: string): BlogPostFormValues => ({ ...emptyContent, excerpt: "", coverImagePath: null, tags: "", authorId });
export const blogPostFormValues = (
  post: ContentRecord & { excerpt?: string | null; coverImagePath?: string | null; tags: readonly string[]; author?: { uid: string } | null },
): BlogPostFormValues => ({
  ...contentFormValues(post),
  excerpt: post.excerpt ?? "",
  coverImagePath: post.coverImagePath ?? null,
  tags: post.tags.join(", "),
  authorId: post.author?.uid ?? "",
});

/** Blank texts → null; the schedule in Paris time → an instant (SCHEDULED only). */
export const staticPageInput = (values: StaticPageFormValues): StaticPageInput & { publishAt: string | null } => ({
  title: values.title.trim(),
  slug: values.slug.trim() || null,
  body: values.body,
  seoTitle: values.seoTitle?.trim() || null,
  seoDescription: values.seoDescription?.trim() || null,
  status: values.status,
  publishAt: values.status === "SCHEDULED" && values.publishAtLocal ? parisInstant(values.publishAtLocal) : null,
});

export const pageInputOnly = ({ publishAt: _publishAt, ...input }: ReturnType<typeof staticPageInput>): StaticPageInput => input;

export const blogPostInput = (values: BlogPostFormValues): BlogPostInput => ({
  ...staticPageInput(values),
  excerpt: values.excerpt?.trim() || null,
  coverImagePath: values.coverImagePath || null,
  tags: values.tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean),
  authorId: values.authorId,
});
