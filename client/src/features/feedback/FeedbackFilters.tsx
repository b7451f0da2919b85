/** Search and the filters of the feedback list; every change goes to the URL. */
import { HStack, NativeSelect } from "@chakra-ui/react";
import { SearchBox } from "../../ui/list";
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_STATUSES, FEEDBACK_STATUS_LABELS, PERIODS } from "../inbox/inboxLabels";
import type { FeedbackListParams } from "./feedbackListParams";

type Option = [value: string, label: string];

const FILTERS: { key: "status" | "rating" | "category" | "period"; label: string; options: Option[] }[] = [
  { key: "status", label: "Statut", options: [["", "Tous les statuts"], ...FEEDBACK_STATUSES.map((s): Option => [s, FEEDBACK_STATUS_LABELS[s]])] },
  { key: "rating", label: "Note", options: [["", "Toutes les notes"], ...[5, 4, 3, 2, 1].map((n): Option => [String(n), `${n}\u00a0/\u00a05`])] },
  { key: "category", label: "Catégorie", options: [["", "Toutes les catégories"], ...FEEDBACK_CATEGORIES.map((c): Option => [c, FEEDBACK_CATEGORY_LABELS[c]])] },
  { key: "period", label: "Période", options: PERIODS },
];

export function FeedbackFilters({ params, onChange }: { params: FeedbackListParams; onChange: (patch: Partial<FeedbackListParams>) => void }) {
  return (
    <HStack gap="3" wrap="wrap" mb="4">
      <SearchBox value={params.q} onChange={(q) => onChange({ q })} label="Rechercher un feedback" placeholder="Nom, e-mail ou mot du message…" />
      {FILTERS.map((filter) => (
        <NativeSelect.Root key={filter.key} size="md" width="auto">
          <NativeSelect.Field aria-label={filter.label} value={params[filter.key]} onChange={(e) => onChange({ [filter.key]: e.currentTarget.value })}>
            {filter.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ))}
    </HStack>
  );
}
