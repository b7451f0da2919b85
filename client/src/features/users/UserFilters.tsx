/** Search and the three filters of the user list; every change goes to the URL. */
import { HStack } from "@chakra-ui/react";
import { SearchBox, SelectFilter, type FilterOption } from "../../ui/list";
import type { UserListParams } from "./userListParams";

const FILTERS: { key: "role" | "status" | "credits"; label: string; options: FilterOption[] }[] = [
  { key: "role", label: "Rôle", options: [["", "Tous les rôles"], ["admin", "Administrateurs"], ["customer", "Clients"]] },
  { key: "status", label: "État", options: [["", "Tous les états"], ["blocked", "Bloqués"], ["active", "Non bloqués"]] },
  { key: "credits", label: "Crédits", options: [["", "Avec ou sans crédits"], ["with", "Avec crédits"], ["without", "Sans crédits"]] },
];

export function UserFilters({ params, onChange }: { params: UserListParams; onChange: (patch: Partial<UserListParams>) => void }) {
  return (
    <HStack gap="3" wrap="wrap" mb="4">
      <SearchBox value={params.q} onChange={(q) => onChange({ q })} label="Rechercher un utilisateur" placeholder="Nom, prénom ou e-mail…" />
      {FILTERS.map((filter) => (
        <SelectFilter key={filter.key} label={filter.label} value={params[filter.key]} options={filter.options} onChange={(value) => onChange({ [filter.key]: value })} />
      ))}
    </HStack>
  );
}
