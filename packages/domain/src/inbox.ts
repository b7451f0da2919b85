/**
 * The rules of the two inboxes (docs/inbox.md), without Firestore: what the storefront's
 * feedback and contact messages become once normalised, when a sender floods, which status
 * changes an administrator may make, and how the unread counters move.
 *
 * Pure and dependency-free apart from the shared user errors and search normalisation.
 */
import { namedId } from "./feedbackReferences";
import { normaliseSearchText } from "./userSearchKeys";
import { inputField, requiredText, userError, type UserError } from "./userErrors";

// ---------------------------------------------------------------- limits

export const INBOX_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
  note: 2000,
  reply: 10000,
} as const;

/**
 * Most messages one MAILBOX may send in an hour; the next ones are marked SPAM. A mailbox, not an
 * address: `x+1@…`, `x+2@…` (and `x.y@gmail.com`, `xy@gmail.com`) reach the same person, so they
 * share the allowance (mailboxKey).
 */
export const FLOOD_MAX_PER_HOUR = 5;
export const FLOOD_WINDOW_MS = 60 * 60 * 1000;

/**
 * Most feedbacks one signed-in customer may file in a window of an hour (docs/inbox.md). The
 * limit is enforced by firestore.rules (storefrontQuota/{uid}), which hard-codes the same
 * numbers: a unit test reads them there. A customer rarely has more than a few things to say in
 * an hour; beyond that the writes are refused, so they never reach the badge.
 */
export const FEEDBACK_MAX_PER_WINDOW = 5;
export const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;

/** Domains that ignore dots in the local part (and deliver googlemail.com to gmail.com). */
export const DOTLESS_DOMAINS: readonly string[] = ["gmail.com", "googlemail.com"];

/** Most records one bulk status change may cover: each record, its audit entry and the counters in one transaction. */
export const MAX_INBOX_BULK = 100;

/** How many search keys a message keeps (distinct words of its name, e-mail, subject, message). */
export const MAX_SEARCH_TOKENS = 200;

// ---------------------------------------------------------------- values

export const FEEDBACK_STATUSES = ["NEW", "IN_PROGRESS", "RESOLVED", "ARCHIVED"] as const;
export type FeedbackStatusValue = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_CATEGORIES = ["BUG", "SUGGESTION", "CREATION_QUALITY", "ORDER"] as const;
export type FeedbackCategoryValue = (typeof FEEDBACK_CATEGORIES)[number];
export const CONTACT_STATUSES = ["NEW", "READ", "REPLIED", "ARCHIVED", "SPAM"] as const;
export type ContactStatusValue = (typeof CONTACT_STATUSES)[number];

export const feedbackStatusLabels: Record<FeedbackStatusValue, string> = {
  NEW: "Nouveau",
  IN_PROGRESS: "En cours",
  RESOLVED: "Résolu",
  ARCHIVED: "Archivé",
};
export const contactStatusLabels: Record<ContactStatusValue, string> = {
  NEW: "Nouveau",
  READ: "Lu",
  REPLIED: "Répondu",
  ARCHIVED: "Archivé",
  SPAM: "Spam",
};
export const feedbackCategoryLabels: Record<FeedbackCategoryValue, string> = {
  BUG: "Bug",
  SUGGESTION: "Suggestion",
  CREATION_QUALITY: "Qualité d'une création",
  ORDER: "Commande",
};

/** Why a storefront message was filed as spam on arrival (its `spamReason`), as the drawer says it. */
export const spamReasonLabels: Readonly<Record<string, string>> = {
  FLOOD: "Trop de messages de cette boîte e-mail en une heure (variantes « +… » comprises)",
  INVALID_EMAIL: "Adresse e-mail invalide",
  EMPTY_MESSAGE: "Message vide",
};

/**
 * Which status an administrator may move a record to from each status. Staying at the same
 * status is no change (a bulk change skips it), never an error.
 */
export const FEEDBACK_TRANSITIONS: Record<FeedbackStatusValue, readonly FeedbackStatusValue[]> = {
  NEW: ["IN_PROGRESS", "RESOLVED", "ARCHIVED"],
  IN_PROGRESS: ["NEW", "RESOLVED", "ARCHIVED"],
  RESOLVED: ["IN_PROGRESS", "ARCHIVED"],
  ARCHIVED: ["IN_PROGRESS"],
};
/** REPLIED is reached by a reply only (replyToContactMessage), never by a status change. */
export const CONTACT_TRANSITIONS: Record<ContactStatusValue, readonly ContactStatusValue[]> = {
  NEW: ["READ", "ARCHIVED", "SPAM"],
  READ: ["NEW", "ARCHIVED", "SPAM"],
  REPLIED: ["ARCHIVED", "SPAM"],
  ARCHIVED: ["READ", "SPAM"],
  SPAM: ["READ", "ARCHIVED"],
};
/** A reply is refused to a message marked spam (answering a spammer confirms the address). */
export const REPLYABLE: readonly ContactStatusValue[] = ["NEW", "READ", "REPLIED", "ARCHIVED"];

export type TransitionDecision = "change" | "same" | "refused";

export function feedbackTransition(from: FeedbackStatusValue, to: FeedbackStatusValue): TransitionDecision {
  if (from === to) return "same";
  return FEEDBACK_TRANSITIONS[from].includes(to) ? "change" : "refused";
}

export function contactTransition(from: ContactStatusValue, to: ContactStatusValue): TransitionDecision {
  if (from === to) return "same";
  return CONTACT_TRANSITIONS[from].includes(to) ? "change" : "refused";
}

export const inboxMessages = {
  noIds: "Sélectionnez au moins un élément.",
  tooMany: `Vous pouvez modifier au plus ${MAX_INBOX_BULK} éléments à la fois.`,
  feedbackTransition: (from: FeedbackStatusValue, to: FeedbackStatusValue) =>
    `Un feedback au statut « ${feedbackStatusLabels[from]} » ne peut pas passer au statut « ${feedbackStatusLabels[to]} ».`,
  contactTransition: (from: ContactStatusValue, to: ContactStatusValue) =>
    `Un message au statut « ${contactStatusLabels[from]} » ne peut pas passer au statut « ${contactStatusLabels[to]} ».`,
  repliedOnlyByReply: "Un message passe au statut « Répondu » en lui répondant.",
  noReplyToSpam: "On ne répond pas à un message marqué comme spam : retirez-le d'abord des spams.",
  notAdmin: "L'assigné doit être un administrateur.",
} as const;

// ---------------------------------------------------------------- unread counters

/** The counters document (docs/inbox.md): what the sidebar's badges read. */
export const INBOX_COUNTERS = { collection: "stats", doc: "inbox" } as const;
export const UNREAD_FIELDS = { feedback: "feedbackUnread", contactMessages: "contactUnread" } as const;

/** A record is unread while it is NEW. */
export const isUnread = (status: string): boolean => status === "NEW";

/** How a status change moves the unread counter: -1, 0 or +1. */
export const unreadDelta = (from: string, to: string): number => (isUnread(to) ? 1 : 0) - (isUnread(from) ? 1 : 0);

// ---------------------------------------------------------------- normalisation

/** Trimmed, controls removed (tab and new line kept), runs of blank lines collapsed, cut at `max`. */
export function cleanText(value: unknown, max: number, { multiline = true } = {}): string {
  if (typeof value !== "string") return "";
  let text = value.normalize("NFC").replace(/\r\n?/g, "\n");
  // eslint-disable-next-line no-control-regex -- removing control characters is what it is for
  text = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "");
  text = multiline ? text.replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n") : text.replace(/\s+/g, " ");
  text = text.trim();
  return [...text].slice(0, max).join("").trim();
}

/** A pragmatic address check: one @, a dotted domain, no spaces, at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= INBOX_LIMITS.email && /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:.]{2,}$/.test(value);
}

/** The distinct normalised words a record is found by (prefix search on the first word typed). */
export function searchTokens(...texts: (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const normal = normaliseSearchText(text);
    // The e-mail whole, then its words.
    if (normal.includes("@")) tokens.add(normal);
    for (const word of normal.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 2) tokens.add(word);
  }
  return [...tokens].slice(0, MAX_SEARCH_TOKENS);
}

/** The first word of a search, normalised as the tokens are; null when there is none. */
export function searchToken(search: string | null | undefined): string | null {
  const normal = normaliseSearchText(search ?? "");
  if (!normal) return null;
  if (normal.includes("@") && !normal.includes(" ")) return normal;
  return normal.split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 2) ?? null;
}

/**
 * The mailbox an address delivers to, the key the flood rule counts by: lower case, the `+tag`
 * dropped, and for gmail-like domains the dots of the local part ignored (googlemail.com read as
 * gmail.com). firestore.rules computes the same key (function `mailboxKey`) and requires the
 * storefront to store it on the message, so every message carries it from its creation and the
 * flood rule sees all of them, whatever the order the triggers run in.
 */
export function mailboxKey(email: string): string {
  const lower = email.toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at).split("+")[0]!;
  let domain = lower.slice(at + 1);
  if (DOTLESS_DOMAINS.includes(domain)) {
    local = local.replace(/\./g, "");
    domain = DOTLESS_DOMAINS[0]!;
  }
  return `${local}@${domain}`;
}

export interface NormalisedContactMessage {
  name: string;
  /** Lower case: the flood rule and the search find a sender by it. */
  email: string;
  /** The mailbox the address delivers to (mailboxKey): what the flood rule counts by. */
  mailboxKey: string;
  subject: string;
  message: string;
  searchTokens: string[];
  /** Set when the text itself is unacceptable: the message is stored as SPAM. */
  invalidReason: "INVALID_EMAIL" | "EMPTY_MESSAGE" | null;
}

/** What the trigger writes over the storefront's contact message. */
export function normaliseContactMessage(d: Record<string, unknown>): NormalisedContactMessage {
  const name = cleanText(d.name, INBOX_LIMITS.name, { multiline: false });
  const email = cleanText(d.email, INBOX_LIMITS.email, { multiline: false }).replace(/\s/g, "").toLowerCase();
  const subject = cleanText(d.subject, INBOX_LIMITS.subject, { multiline: false });
  const message = cleanText(d.message, INBOX_LIMITS.message);
  return {
    name,
    email,
    mailboxKey: mailboxKey(email),
    subject,
    message,
    searchTokens: searchTokens(name, email, subject),
    invalidReason: !isEmail(email) ? "INVALID_EMAIL" : !message ? "EMPTY_MESSAGE" : null,
  };
}

export interface NormalisedFeedback {
  rating: number;
  category: FeedbackCategoryValue;
  message: string;
  creationId: string | null;
  orderId: string | null;
  searchTokens: string[];
}

/** Rating rounded into 1–5, an unknown category read as a suggestion, texts cleaned. */
export function normaliseFeedback(d: Record<string, unknown>, author?: { name?: string | null; email?: string | null }): NormalisedFeedback {
  const raw = typeof d.rating === "number" && Number.isFinite(d.rating) ? Math.round(d.rating) : 3;
  const category = typeof d.category === "string" ? d.category.toUpperCase() : "";
  const message = cleanText(d.message, INBOX_LIMITS.message);
  return {
    rating: Math.min(5, Math.max(1, raw)),
    category: (FEEDBACK_CATEGORIES as readonly string[]).includes(category) ? (category as FeedbackCategoryValue) : "SUGGESTION",
    message,
    // What the customer named; the trigger keeps it only if it is theirs (rules/feedbackReferences.ts).
    creationId: namedId(d.creationId),
    orderId: namedId(d.orderId),
    searchTokens: searchTokens(author?.name, author?.email, message.slice(0, 300)),
  };
}

/**
 * The flood rule: a message is spam when its sender's mailbox (mailboxKey) has sent more than
 * FLOOD_MAX_PER_HOUR messages in the hour ending at it (itself included). `sentAt` are the
 * dates of that mailbox's messages; the answer depends on them only, not on the order in
 * which the triggers run.
 */
export function isFlood(at: Date, sentAt: readonly Date[]): boolean {
  const from = at.getTime() - FLOOD_WINDOW_MS;
  const inWindow = sentAt.filter((d) => d.getTime() > from && d.getTime() <= at.getTime()).length;
  return inWindow > FLOOD_MAX_PER_HOUR;
}

// ---------------------------------------------------------------- administrator input

/** The ids of a bulk change: 1–100, each once in the order given; errors when out of bounds. */
export function bulkIds(ids: readonly string[]): { ids: string[]; errors: UserError[] } {
  if (ids.length === 0) return { ids: [], errors: [userError(inputField("ids"), inboxMessages.noIds, "REQUIRED")] };
  if (ids.length > MAX_INBOX_BULK) return { ids: [], errors: [userError(inputField("ids"), inboxMessages.tooMany, "TOO_MANY")] };
  return { ids: [...new Set(ids)], errors: [] };
}

export const checkNote = (text: string | null | undefined) => requiredText(text, inputField("text"), "La note", INBOX_LIMITS.note);
export const checkReply = (text: string | null | undefined) => requiredText(text, inputField("body"), "La réponse", INBOX_LIMITS.reply);
