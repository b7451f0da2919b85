/** Search and the filters of the feedback list; every change goes to the URL. */
import { FilterBar, type FilterOption, type ListFilter } from "../../ui/list";
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_STATUSES, FEEDBACK_STATUS_LABELS, PERIODS, ratingText } from "../inbox/inboxLabels";
import type { FeedbackListParams } from "./feedbackListParams";

const FILTERS: ListFilter<"status" | "rating" | "category" | "period">[] = [
  { key: "status", label: "Statut", options: [["", "Tous les statuts"], ...FEEDBACK_STATUSES.map((s): FilterOption => [s, FEEDBACK_STATUS_LABELS[s]])] },
  { key: "rating", label: "Note", options: [["", "Toutes les notes"], ...[5, 4, 3, 2, 1].map((n): FilterOption => [String(n), ratingText(n)])] },
  {
    key: "category",
    label: "Catégorie",
    options: [["", "Toutes les catégories"], ...FEEDBACK_CATEGORIES.map((c): FilterOption => [c, FEEDBACK_CATEGORY_LABELS[c]])],
  },
  { key: "period", label: "Période", options: PERIODS },
];

export function FeedbackFilters({ params, onChange }: { params: FeedbackListParams; onChange: (patch: Partial<FeedbackListParams>) => void }) {
  return (
    <FilterBar
      params={params}
      onChange={onChange}
      search={{ label: "Rechercher un feedback", placeholder: "Nom, e-mail ou mot du message…" }}
      filters={FILTERS}
    />
  );
}
