/**
 * The inboxes' statuses and categories (docs/inbox.md): their values and French labels are the
 * domain's (@atelier/domain/inbox, also the API's messages and the audit log's); the colours and
 * the bulk actions' wording are the console's.
 */
import type { ContactMessageStatus, FeedbackStatus } from "../../gql/graphql";

export {
  CONTACT_STATUSES,
  contactStatusLabels as CONTACT_STATUS_LABELS,
  FEEDBACK_CATEGORIES,
  feedbackCategoryLabels as FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUSES,
  feedbackStatusLabels as FEEDBACK_STATUS_LABELS,
  spamReasonLabels as SPAM_REASONS,
} from "@atelier/domain/inbox";
import { formatInteger } from "../../ui/format";

export const FEEDBACK_STATUS_COLORS: Record<FeedbackStatus, string> = { NEW: "blue", IN_PROGRESS: "orange", RESOLVED: "green", ARCHIVED: "gray" };
export const CONTACT_STATUS_COLORS: Record<ContactMessageStatus, string> = { NEW: "blue", READ: "gray", REPLIED: "green", ARCHIVED: "gray", SPAM: "red" };
/** What a bulk action may set on messages (« Répondu » comes from a reply). */
export const CONTACT_BULK_STATUSES: ContactMessageStatus[] = ["READ", "NEW", "ARCHIVED", "SPAM"];
export const CONTACT_BULK_LABELS: Partial<Record<ContactMessageStatus, string>> = {
  READ: "Marquer comme lu",
  NEW: "Marquer comme non lu",
  ARCHIVED: "Archiver",
  SPAM: "Marquer comme spam",
};

/** « 4/5 » and its stars for screen readers and eyes. */
export const ratingText = (rating: number) => `${rating}\u00a0/\u00a05`;
export const ratingStars = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);

export const countText = (n: number, one: string, many: string) => `${formatInteger(n)} ${n > 1 ? many : one}`;

/** The live lists' news (docs/live.md): « 1 nouveau message », « 3 nouveaux feedbacks ». */
export const newMessagesLabel = (n: number) => countText(n, "nouveau message", "nouveaux messages");
export const newFeedbacksLabel = (n: number) => countText(n, "nouveau feedback", "nouveaux feedbacks");

/** The list's date filter in the URL (« 7 », « 30 », « 90 » days) → the API's `from`. */
export const PERIODS: [value: string, label: string][] = [
  ["", "Toutes les dates"],
  ["7", "7 derniers jours"],
  ["30", "30 derniers jours"],
  ["90", "90 derniers jours"],
];
/** A period of PERIODS as the API's DayRange: the last Paris days, today included. */
export { lastDaysRange as periodRange } from "../../ui/list/dayRange";
