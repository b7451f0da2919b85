/** Search and the filters of the contact messages list; every change goes to the URL. */
import { HStack, NativeSelect } from "@chakra-ui/react";
import { SearchBox } from "../../ui/list";
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, PERIODS } from "../inbox/inboxLabels";
import type { ContactListParams } from "./contactListParams";

type Option = [value: string, label: string];

const FILTERS: { key: "status" | "period"; label: string; options: Option[] }[] = [
  { key: "status", label: "Statut", options: [["", "Tous les statuts"], ...CONTACT_STATUSES.map((s): Option => [s, CONTACT_STATUS_LABELS[s]])] },
  { key: "period", label: "Période", options: PERIODS },
];

export function ContactFilters({ params, onChange }: { params: ContactListParams; onChange: (patch: Partial<ContactListParams>) => void }) {
  return (
    <HStack gap="3" wrap="wrap" mb="4">
      <SearchBox value={params.q} onChange={(q) => onChange({ q })} label="Rechercher un message" placeholder="Nom, e-mail ou mot de l’objet…" />
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
