/** Search and the filters of the contact messages list; every change goes to the URL. */
import { FilterBar, type FilterOption, type ListFilter } from "../../ui/list";
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, PERIODS } from "../inbox/inboxLabels";
import type { ContactListParams } from "./contactListParams";

const FILTERS: ListFilter<"status" | "period">[] = [
  { key: "status", label: "Statut", options: [["", "Tous les statuts"], ...CONTACT_STATUSES.map((s): FilterOption => [s, CONTACT_STATUS_LABELS[s]])] },
  { key: "period", label: "Période", options: PERIODS },
];

export function ContactFilters({ params, onChange }: { params: ContactListParams; onChange: (patch: Partial<ContactListParams>) => void }) {
  return (
    <FilterBar
      params={params}
      onChange={onChange}
      search={{ label: "Rechercher un message", placeholder: "Nom, e-mail ou mot de l’objet…" }}
      filters={FILTERS}
    />
  );
}
