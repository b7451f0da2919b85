/**
 * Search and the Actifs / Inactifs / Tous filter of a catalogue list, run in the console on the
 * whole list (at most 200 items: the API returns them all). Accents and case are ignored.
 */
export type ActiveFilter = "all" | "active" | "inactive";
export type CatalogueItem = { id: string; name: string; isActive: boolean; position: number };

export const ACTIVE_FILTERS: ReadonlyArray<{ value: ActiveFilter; label: string }> = [
  { value: "active", label: "Actifs" },
  { value: "inactive", label: "Inactifs" },
  { value: "all", label: "Tous" },
];

export const parseActiveFilter = (value: string): ActiveFilter => (value === "active" || value === "inactive" ? value : "all");

/** Lower case, accents removed: how the console compares what is typed with a name. */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

export function filterCatalogue<T extends CatalogueItem>(
  items: readonly T[],
  query: string,
  filter: ActiveFilter,
  searchText: (item: T) => string = (item) => item.name,
): T[] {
  const needle = fold(query.trim());
  return items.filter((item) => (filter === "all" || item.isActive === (filter === "active")) && (needle === "" || fold(searchText(item)).includes(needle)));
}
