/**
 * The search box and the select filters above a list; every change goes to the URL through
 * `onChange` (useListParams). Used by /users, /feedback and /contact-messages.
 *
 *   <FilterBar params={params} onChange={setParams} search={{ label: "Rechercher…", placeholder: "…" }}
 *     filters={[{ key: "status", label: "Statut", options: [["", "Tous les statuts"], ["NEW", "Nouveau"]] }]} />
 */
import { HStack } from "@chakra-ui/react";
import { SearchBox } from "./SearchBox";
import { SelectFilter, type FilterOption } from "./SelectFilter";

/** One select of the bar: the URL parameter it sets, its name, its options (the first is « all »). */
export type ListFilter<K extends string> = { key: K; label: string; options: FilterOption[] };

type Props<P extends { q: string }, K extends keyof P & string> = {
  params: P;
  onChange: (patch: Partial<P>) => void;
  search: { label: string; placeholder: string };
  filters: ListFilter<K>[];
};

export function FilterBar<P extends { q: string } & Record<K, string>, K extends keyof P & string>({ params, onChange, search, filters }: Props<P, K>) {
  return (
    <HStack gap="3" wrap="wrap" mb="4">
      <SearchBox value={params.q} onChange={(q) => onChange({ q } as Partial<P>)} label={search.label} placeholder={search.placeholder} />
      {filters.map((filter) => (
        <SelectFilter
          key={filter.key}
          label={filter.label}
          value={params[filter.key]}
          options={filter.options}
          onChange={(value) => onChange({ [filter.key]: value } as Partial<P>)}
        />
      ))}
    </HStack>
  );
}
