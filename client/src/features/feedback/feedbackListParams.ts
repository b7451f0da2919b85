/** The feedback list's state in the URL: ?q=ecran&status=NEW&rating=1&category=BUG&period=30. */
import type { FeedbackCategory, FeedbackFilter, FeedbackStatus } from "../../gql/graphql";
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, periodRange } from "../inbox/inboxLabels";

export const FEEDBACK_LIST_DEFAULTS = { q: "", status: "", rating: "", category: "", period: "" };
export type FeedbackListParams = typeof FEEDBACK_LIST_DEFAULTS;

export function feedbackFilter(params: FeedbackListParams, now = new Date()): FeedbackFilter {
  const rating = Number(params.rating);
  return {
    search: params.q.trim() || null,
    status: FEEDBACK_STATUSES.includes(params.status as FeedbackStatus) ? (params.status as FeedbackStatus) : null,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    category: FEEDBACK_CATEGORIES.includes(params.category as FeedbackCategory) ? (params.category as FeedbackCategory) : null,
    period: periodRange(params.period, now),
  };
}
