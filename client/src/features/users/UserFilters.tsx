/** Search and the three filters of the user list; every change goes to the URL. */
import { FilterBar, type ListFilter } from "../../ui/list";
import type { UserListParams } from "./userListParams";

const FILTERS: ListFilter<"role" | "status" | "credits">[] = [
  {
    key: "role",
    label: "Rôle",
    options: [
      ["", "Tous les rôles"],
      ["admin", "Administrateurs"],
      ["customer", "Clients"],
    ],
  },
  {
    key: "status",
    label: "État",
    options: [
      ["", "Tous les états"],
      ["blocked", "Bloqués"],
      ["active", "Non bloqués"],
    ],
  },
  {
    key: "credits",
    label: "Crédits",
    options: [
      ["", "Avec ou sans crédits"],
      ["with", "Avec crédits"],
      ["without", "Sans crédits"],
    ],
  },
];

export function UserFilters({ params, onChange }: { params: UserListParams; onChange: (patch: Partial<UserListParams>) => void }) {
  return (
    <FilterBar params={params} onChange={onChange} search={{ label: "Rechercher un utilisateur", placeholder: "Nom, prénom ou e-mail…" }} filters={FILTERS} />
  );
}
