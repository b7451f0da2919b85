/**
 * The search box and the select filters above a list; every change goes to the URL through
 * `onChange` (useListParams). Used by /users, /feedback and /contact-messages.
 *
 *   <FilterBar params={params} onChange={setParams} search={{ label: "Rechercher…", placeholder: "…" }}
 *     filters={[{ key: "status", label: "Statut", options: [["", "Tous les statuts"], ["NEW", "Nouveau"]] }]} />
 */
import { HStack, NativeSelect } from "@chakra-ui/react";
import { SearchBox } from "./SearchBox";

export type FilterOption = [value: string, label: string];

export type SelectFilter<K extends string> = { key: K; label: string; options: FilterOption[] };

type Props<P extends { q: string }, K extends keyof P & string> = {
  params: P;
  onChange: (patch: Partial<P>) => void;
  search: { label: string; placeholder: string };
  filters: SelectFilter<K>[];
};

export function FilterBar<P extends { q: string } & Record<K, string>, K extends keyof P & string>({ params, onChange, search, filters }: Props<P, K>) {
  return (
    <HStack gap="3" wrap="wrap" mb="4">
      <SearchBox value={params.q} onChange={(q) => onChange({ q } as Partial<P>)} label={search.label} placeholder={search.placeholder} />
      {filters.map((filter) => (
        <NativeSelect.Root key={filter.key} size="md" width="auto">
          <NativeSelect.Field aria-label={filter.label} value={params[filter.key]} onChange={(e) => onChange({ [filter.key]: e.currentTarget.value } as Partial<P>)}>
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
