/** The feedback list's state in the URL: ?q=ecran&status=NEW&rating=1&category=BUG&period=30. */
import type { FeedbackCategory, FeedbackFilter, FeedbackStatus } from "../../gql/graphql";
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, periodRange } from "../inbox/inboxLabels";
import { setDayRangeQuery } from "../../ui/list/dayRange";

// `late=1`: the work queue « sans réponse depuis plus de 24 h » (docs/saved-views.md).
export const FEEDBACK_LIST_DEFAULTS = { q: "", status: "", rating: "", category: "", period: "", late: "" };
/** `late` may be left out (the lists before the work queues wrote none). */
export type FeedbackListParams = Omit<typeof FEEDBACK_LIST_DEFAULTS, "late"> & { late?: string };

export function feedbackFilter(params: FeedbackListParams, now = new Date()): FeedbackFilter {
  const rating = Number(params.rating);
  return {
    search: params.q.trim() || null,
    status: FEEDBACK_STATUSES.includes(params.status as FeedbackStatus) ? (params.status as FeedbackStatus) : null,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    category: FEEDBACK_CATEGORIES.includes(params.category as FeedbackCategory) ? (params.category as FeedbackCategory) : null,
    period: periodRange(params.period, now),
    late: params.late === "1" || null,
  };
}

/** The same filter as query-string parameters of /export/feedback.csv, so the export is what the screen shows. */
export function feedbackExportQuery(params: FeedbackListParams, now = new Date()): string {
  const { period, ...filter } = feedbackFilter(params, now);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== null && value !== undefined) query.set(key, String(value));
  setDayRangeQuery(query, period);
  return query.toString();
}
