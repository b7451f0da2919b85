/**
 * A column sort as one URL-friendly string, "field:asc" or "field:desc" (e.g. "createdAt:desc"),
 * so it fits in useListParams. DataTable takes and gives back the parsed form.
 */
export type SortDirection = "asc" | "desc";
export type Sort = { field: string; direction: SortDirection };

export function parseSort(value: string, fallback: Sort): Sort {
  const [field, direction] = value.split(":");
  if (!field || (direction !== "asc" && direction !== "desc")) return fallback;
  return { field, direction };
}

export const formatSort = (sort: Sort) => `${sort.field}:${sort.direction}`;

/** Clicking the sorted column flips it; clicking another one sorts it descending first. */
export function toggleSort(current: Sort, field: string): Sort {
  if (current.field === field) return { field, direction: current.direction === "asc" ? "desc" : "asc" };
  return { field, direction: "desc" };
}
