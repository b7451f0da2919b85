/**
 * What a static page or a blog post may hold, and when it may be published (docs/content.md).
 * Pure and dependency-free: the console runs the same checks in its forms.
 */
import { allErrors, optionalText, requiredText, tooLong, userError, type UserError } from "../userErrors";
import { checkSlug, slugify, titleWords } from "./slug";

export const CONTENT_LIMITS = {
  title: 120,
  body: 100_000,
  seoTitle: 60,
  seoDescription: 160,
  excerpt: 300,
  coverImagePath: 500,
  tags: 10,
  tag: 30,
} as const;

export type ContentStatus = "DRAFT" | "SCHEDULED" | "PUBLISHED";
export type ContentKind = "page" | "post";

export interface ContentInput {
  title: string;
  slug?: string | null;
  body?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  status: ContentStatus;
  /** SCHEDULED only: when the post goes live (an instant; the console types it in Paris time). */
  publishAt?: string | null;
}

export interface BlogPostInput extends ContentInput {
  excerpt?: string | null;
  coverImagePath?: string | null;
  tags?: readonly string[] | null;
  authorId: string;
}

export interface ContentValues {
  title: string;
  slug: string;
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
  status: ContentStatus;
  publishAt: string | null;
}

export interface BlogPostValues extends ContentValues {
  excerpt: string | null;
  coverImagePath: string | null;
  tags: string[];
  authorId: string;
}

export const contentMessages = {
  bodyToPublish: "Le contenu est obligatoire pour publier.",
  pageNotScheduled: "Une page ne peut pas être programmée : publiez-la ou laissez-la en brouillon.",
  publishAtRequired: "La date de publication est obligatoire.",
  publishAtPast: "La date de publication doit être dans le futur.",
  tooManyTags: `Pas plus de ${CONTENT_LIMITS.tags} étiquettes.`,
  authorRequired: "L’auteur est obligatoire.",
  authorNotAdmin: "L’auteur doit être un administrateur.",
  invalidImage: "Cette image n’est pas utilisable.",
} as const;

const at = (base: string[], ...path: Array<string | number>) => [...base, ...path.map(String)];

interface CheckContext {
  base: string[];
  kind: ContentKind;
  /** The time the check is made: a scheduled date must come after it. */
  now: Date;
}

/** The fields pages and posts share, and the publication rule (title, slug and body present; a future date to schedule). */
export function checkContent(input: ContentInput, { base, kind, now }: CheckContext): { value: ContentValues; errors: UserError[] } {
  const title = requiredText(input.title, at(base, "title"), "Le titre", CONTENT_LIMITS.title);
  const slug = checkSlug(input.slug, title.value, at(base, "slug"));
  const body = (input.body ?? "").replace(/\s+$/, "");
  const bodyErrors = body.length > CONTENT_LIMITS.body ? [tooLong(at(base, "body"), "Le contenu", CONTENT_LIMITS.body)] : [];
  const seoTitle = optionalText(input.seoTitle, at(base, "seoTitle"), "Le titre SEO", CONTENT_LIMITS.seoTitle);
  const seoDescription = optionalText(input.seoDescription, at(base, "seoDescription"), "La description SEO", CONTENT_LIMITS.seoDescription);
  const publication: UserError[] = [];
  if (input.status !== "DRAFT" && !body.trim()) publication.push(userError(at(base, "body"), contentMessages.bodyToPublish, "REQUIRED"));
  let publishAt: string | null = null;
  if (input.status === "SCHEDULED") {
    if (kind === "page") publication.push(userError(at(base, "status"), contentMessages.pageNotScheduled, "INVALID"));
    const instant = input.publishAt ? new Date(input.publishAt) : null;
    if (!instant || Number.isNaN(instant.getTime())) {
      publication.push(userError(at(base, "publishAt"), contentMessages.publishAtRequired, "REQUIRED"));
    } else if (instant.getTime() <= now.getTime()) {
      publication.push(userError(at(base, "publishAt"), contentMessages.publishAtPast, "OUT_OF_RANGE"));
    } else {
      publishAt = instant.toISOString();
    }
  }
  return {
    value: { title: title.value, slug: slug.value, body, seoTitle: seoTitle.value, seoDescription: seoDescription.value, status: input.status, publishAt },
    errors: allErrors(title, slug, bodyErrors, seoTitle, seoDescription, publication),
  };
}

/** A storage path (as the upload endpoints and the media library make them) or an https URL. */
export function isUsableImagePath(path: string): boolean {
  if (/^https:\/\/[^\s]+$/.test(path)) return true;
  return /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(path) && !path.split("/").some((part) => part === "" || part === "." || part === "..");
}

/** Tags as typed, trimmed, once each (case and accents ignored). */
function checkTags(tags: readonly string[] | null | undefined, field: string[]): { value: string[]; errors: UserError[] } {
  const value: string[] = [];
  const seen = new Set<string>();
  const errors: UserError[] = [];
  (tags ?? []).forEach((raw, index) => {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag) return;
    if (tag.length > CONTENT_LIMITS.tag) errors.push(tooLong([...field, String(index)], "Une étiquette", CONTENT_LIMITS.tag));
    const key = slugify(tag);
    if (seen.has(key)) return;
    seen.add(key);
    value.push(tag);
  });
  if (value.length > CONTENT_LIMITS.tags) errors.push(userError(field, contentMessages.tooManyTags, "TOO_MANY"));
  return { value, errors };
}

/** A blog post: the shared fields plus excerpt, cover image, tags and author. */
export function checkBlogPost(input: BlogPostInput, context: Omit<CheckContext, "kind">): { value: BlogPostValues; errors: UserError[] } {
  const { base } = context;
  const content = checkContent(input, { ...context, kind: "post" });
  const excerpt = optionalText(input.excerpt, at(base, "excerpt"), "L’extrait", CONTENT_LIMITS.excerpt);
  const cover = optionalText(input.coverImagePath, at(base, "coverImagePath"), "L’image", CONTENT_LIMITS.coverImagePath);
  const coverErrors =
    cover.value && !isUsableImagePath(cover.value) ? [userError(at(base, "coverImagePath"), contentMessages.invalidImage, "INVALID_IMAGE")] : [];
  const tags = checkTags(input.tags, at(base, "tags"));
  const authorId = (input.authorId ?? "").trim();
  const authorErrors = authorId ? [] : [userError(at(base, "authorId"), contentMessages.authorRequired, "REQUIRED")];
  return {
    value: { ...content.value, excerpt: excerpt.value, coverImagePath: cover.value, tags: tags.value, authorId },
    errors: allErrors(content, excerpt, cover, coverErrors, tags, authorErrors),
  };
}

/** The key a tag filter looks for (« Noël » and « noel » are one tag). */
export const tagKey = (tag: string) => `#${slugify(tag)}`;

/**
 * What a post list can find in one Firestore `array-contains`: each title word, each tag, and
 * each (tag, word) pair, so a filter by tag and a title search are one query together.
 */
export function searchTokens(title: string, tags: readonly string[]): string[] {
  const words = titleWords(title);
  const tagKeys = [...new Set(tags.map(tagKey))];
  return [...words, ...tagKeys, ...tagKeys.flatMap((tag) => words.map((word) => `${tag} ${word}`))];
}

/** The token a list filter looks for: the longest word searched (with the tag), the tag alone, or none. */
export function searchToken(filter: { search?: string | null; tag?: string | null }): string | null {
  const word = titleWords(filter.search ?? "").sort((a, b) => b.length - a.length)[0] ?? null;
  const tag = filter.tag?.trim() ? tagKey(filter.tag) : null;
  if (tag && word) return `${tag} ${word}`;
  return tag ?? word;
}
