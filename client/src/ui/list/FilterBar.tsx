/**
 * The search box and the select filters above a list; every change goes to the URL through
 * `onChange` (useListParams). Used by /users, /feedback, /contact-messages and /settings/audit
 * (no search; a date range as `children`).
 *
 *   <FilterBar params={params} onChange={setParams} search={{ label: "Rechercher…", placeholder: "…" }}
 *     filters={[{ key: "status", label: "Statut", options: [["", "Tous les statuts"], ["NEW", "Nouveau"]] }]} />
 */
import { HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { SearchBox } from "./SearchBox";
import { SelectFilter, type FilterOption } from "./SelectFilter";

/**
 * One select of the bar: the URL parameter it sets, its name, its options (the first is « all »),
 * and a fixed width when its options arrive after the bar is drawn (so nothing beside it moves).
 */
export type ListFilter<K extends string> = { key: K; label: string; options: FilterOption[]; width?: string };

type Props<P extends { q?: string }, K extends keyof P & string> = {
  params: P;
  onChange: (patch: Partial<P>) => void;
  /** The search box on the `q` parameter; none when the list has no search. */
  search?: { label: string; placeholder: string };
  filters: ListFilter<K>[];
  /** More fields after the selects (a date range, « Effacer les filtres »). */
  children?: ReactNode;
};

export function FilterBar<P extends { q?: string } & Record<K, string>, K extends keyof P & string>({
  params,
  onChange,
  search,
  filters,
  children,
}: Props<P, K>) {
  return (
    <HStack gap="3" wrap="wrap" mb="4" align={children ? "flex-end" : undefined}>
      {search && <SearchBox value={params.q ?? ""} onChange={(q) => onChange({ q } as Partial<P>)} label={search.label} placeholder={search.placeholder} />}
      {filters.map((filter) => (
        <SelectFilter
          key={filter.key}
          label={filter.label}
          value={params[filter.key]}
          options={filter.options}
          width={filter.width}
          onChange={(value) => onChange({ [filter.key]: value } as Partial<P>)}
        />
      ))}
      {children}
    </HStack>
  );
}
