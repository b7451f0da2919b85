/**
 * The one vocabulary of the list screens' URL parameters (docs/urls.md):
 *
 * - `q`: the search text (was `search` on /orders);
 * - `from` / `to`: a date range, Paris calendar days, both included (`YYYY-MM-DD`); a screen with
 *   a second range names it after its section: /finances' ledger is `ledgerFrom` / `ledgerTo`
 *   (was `du` / `au`), beside the period's `from` / `to`;
 * - `period`: a preset period (was `periode` on /finances);
 * - `sort`: `field:asc` or `field:desc` (`createdAt:desc`; /media's were `CREATED_DESC`).
 *
 * Bookmarks made before keep working: the shell (Shell.tsx) reads an address with an old name or sort and
 * replaces it with today's (read old, write new). Pure functions, no React.
 */

/** Old parameter name → today's. */
export const RENAMED_PARAMS: Readonly<Record<string, string>> = {
  search: "q",
  du: "ledgerFrom",
  au: "ledgerTo",
  periode: "period",
};

/** Old sort value (/media's GraphQL enum) → today's `field:direction`. */
export const RENAMED_SORTS: Readonly<Record<string, string>> = {
  CREATED_DESC: "createdAt:desc",
  CREATED_ASC: "createdAt:asc",
  NAME_ASC: "name:asc",
  NAME_DESC: "name:desc",
  SIZE_DESC: "size:desc",
  SIZE_ASC: "size:asc",
};

/**
 * The query string (`?…` or empty) in today's vocabulary, or null when it already is. A new
 * name already present wins over its old one.
 */
export function currentSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const [old, name] of Object.entries(RENAMED_PARAMS)) {
    const value = params.get(old);
    if (value === null) continue;
    if (!params.has(name)) params.set(name, value);
    params.delete(old);
    changed = true;
  }
  const sort = params.get("sort");
  if (sort !== null && sort in RENAMED_SORTS) {
    params.set("sort", RENAMED_SORTS[sort]!);
    changed = true;
  }
  if (!changed) return null;
  const text = params.toString();
  return text ? `?${text}` : "";
}
