/** The blog list's URL parameters (?status=SCHEDULED&tag=Noël&q=couleurs) and the API filter they make. */
import type { BlogPostFilter, ContentStatus } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";

export const BLOG_URL_DEFAULTS = { status: "", tag: "", q: "" };

const STATUSES: readonly ContentStatus[] = ["DRAFT", "SCHEDULED", "PUBLISHED"];

export function blogPostFilter(params: typeof BLOG_URL_DEFAULTS): BlogPostFilter {
  const status = STATUSES.find((s) => s === params.status) ?? null;
  return { status, tag: params.tag.trim() || null, search: params.q.trim() || null };
}

/** « 1 article », « 12 articles » (French no-break thousands). */
export const postsLabel = (count: number) => `${formatInteger(count)} article${count > 1 ? "s" : ""}`;
