/**
 * The inbox lists' filters → the repositories' criteria, shared by the `feedbacks` and
 * `contactMessages` queries and the CSV exports (export/inboxCsv.ts), so that a filter means the
 * same in both. Bad values throw BAD_USER_INPUT with a French message.
 */
import { badUserInput } from "../../errors";
import type { ContactMessageCriteria } from "../../firestore/contactMessages";
import type { FeedbackCriteria } from "../../firestore/feedback";
import type { DayRange } from "@atelier/domain/dayRange";
import { searchToken } from "@atelier/domain/inbox";
import { MAX_SEARCH_LENGTH } from "@atelier/domain/search";
import { dayRangeInstants } from "../../schema/dayRange";
import { lateCutoff, UNANSWERED_STATUS } from "@atelier/domain/workQueues/workQueues";

interface CommonFilter {
  period?: DayRange | null;
  search?: string | null;
  late?: boolean | null;
}

/**
 * `late: true`, the work queues' « sans réponse depuis plus de 24 h » (docs/saved-views.md): still
 * NEW and sent before the cutoff, what savedViews/workQueueCounts.ts counts.
 */
function lateCriteria<C extends { status?: string | null; to?: Date | null }>(
  criteria: C,
  late: boolean | null | undefined,
  queue: "contactMessagesUnanswered" | "feedbackUnanswered",
): C {
  if (!late) return criteria;
  if (criteria.status && criteria.status !== UNANSWERED_STATUS)
    throw badUserInput("Un message en retard est au statut « Nouveau » : retirez le filtre de statut.", "status");
  const cutoff = lateCutoff(queue, new Date());
  return { ...criteria, status: UNANSWERED_STATUS, to: criteria.to && criteria.to < cutoff ? criteria.to : cutoff };
}

/** Dates and search shared by both lists. */
function commonCriteria(filter: CommonFilter | null | undefined) {
  const { from, to } = dayRangeInstants(filter?.period);
  const search = filter?.search ?? "";
  if (search.length > MAX_SEARCH_LENGTH) throw badUserInput(`La recherche ne peut pas dépasser ${MAX_SEARCH_LENGTH} caractères.`, "search");
  return { from, to, token: searchToken(search) };
}

export function feedbackCriteria(
  filter: (CommonFilter & { status?: string | null; rating?: number | null; category?: string | null }) | null | undefined,
): FeedbackCriteria {
  if (filter?.rating != null && (filter.rating < 1 || filter.rating > 5)) throw badUserInput("La note doit être comprise entre 1 et 5.", "rating");
  const criteria = { ...commonCriteria(filter), status: filter?.status ?? null, rating: filter?.rating ?? null, category: filter?.category ?? null };
  return lateCriteria(criteria, filter?.late, "feedbackUnanswered");
}

export function contactCriteria(filter: (CommonFilter & { status?: string | null }) | null | undefined): ContactMessageCriteria {
  return lateCriteria({ ...commonCriteria(filter), status: filter?.status ?? null }, filter?.late, "contactMessagesUnanswered");
}
