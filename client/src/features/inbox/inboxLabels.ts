/** French labels and colours of the inboxes' statuses and categories (docs/inbox.md). */
import type { ContactMessageStatus, FeedbackCategory, FeedbackStatus } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  NEW: "Nouveau",
  IN_PROGRESS: "En cours",
  RESOLVED: "Résolu",
  ARCHIVED: "Archivé",
};
export const FEEDBACK_STATUS_COLORS: Record<FeedbackStatus, string> = { NEW: "blue", IN_PROGRESS: "orange", RESOLVED: "green", ARCHIVED: "gray" };
export const FEEDBACK_STATUSES = Object.keys(FEEDBACK_STATUS_LABELS) as FeedbackStatus[];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  BUG: "Bug",
  SUGGESTION: "Suggestion",
  CREATION_QUALITY: "Qualité d'une création",
  ORDER: "Commande",
};
export const FEEDBACK_CATEGORIES = Object.keys(FEEDBACK_CATEGORY_LABELS) as FeedbackCategory[];

export const CONTACT_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  NEW: "Nouveau",
  READ: "Lu",
  REPLIED: "Répondu",
  ARCHIVED: "Archivé",
  SPAM: "Spam",
};
export const CONTACT_STATUS_COLORS: Record<ContactMessageStatus, string> = { NEW: "blue", READ: "gray", REPLIED: "green", ARCHIVED: "gray", SPAM: "red" };
export const CONTACT_STATUSES = Object.keys(CONTACT_STATUS_LABELS) as ContactMessageStatus[];
/** What a bulk action may set on messages (« Répondu » comes from a reply). */
export const CONTACT_BULK_STATUSES: ContactMessageStatus[] = ["READ", "NEW", "ARCHIVED", "SPAM"];
export const CONTACT_BULK_LABELS: Partial<Record<ContactMessageStatus, string>> = {
  READ: "Marquer comme lu",
  NEW: "Marquer comme non lu",
  ARCHIVED: "Archiver",
  SPAM: "Marquer comme spam",
};

export const SPAM_REASONS: Record<string, string> = {
  FLOOD: "Trop de messages de cette boîte e-mail en une heure (variantes « +… » comprises)",
  INVALID_EMAIL: "Adresse e-mail invalide",
  EMPTY_MESSAGE: "Message vide",
};

/** « 4/5 » and its stars for screen readers and eyes. */
export const ratingText = (rating: number) => `${rating}\u00a0/\u00a05`;
export const ratingStars = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);

export const countText = (n: number, one: string, many: string) => `${formatInteger(n)} ${n > 1 ? many : one}`;

/** The list's date filter in the URL (« 7 », « 30 », « 90 » days) → the API's `from`. */
export const PERIODS: [value: string, label: string][] = [
  ["", "Toutes les dates"],
  ["7", "7 derniers jours"],
  ["30", "30 derniers jours"],
  ["90", "90 derniers jours"],
];
export function periodFrom(period: string, now = new Date()): string | null {
  const days = Number(period);
  if (!Number.isInteger(days) || days <= 0) return null;
  const from = new Date(now);
  from.setHours(0, 0, 0, 0);
  from.setDate(from.getDate() - days + 1);
  return from.toISOString();
}
