/**
 * Markdown → HTML safe to put in the page: marked (GitHub-flavoured Markdown) renders, DOMPurify
 * removes whatever could run or load something (scripts, event attributes, javascript: links,
 * iframes, forms, styles). A page's or a post's body is untrusted on the way out, whoever wrote
 * it: the storefront renders it the same way (docs/content.md).
 */
import type { DOMPurify as Purifier } from "dompurify";
import { Marked } from "marked";

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
  FORBID_ATTR: ["style"],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#|[a-z0-9][a-z0-9._\-/]*(?:$|[?#]))/i,
};

/** `purify`: DOMPurify bound to a window (the browser's; a test's jsdom). */
export function renderMarkdown(markdown: string, purify: Purifier): string {
  const html = marked.parse(markdown) as string;
  return purify.sanitize(html, SANITIZE);
}
