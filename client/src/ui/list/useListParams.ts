/**
 * A list screen's filters, sort and page size, kept in the URL query string (so a filtered view
 * can be bookmarked and the back button works).
 *
 *   const { params, setParams, pageSize, setPageSize } = useListParams({ status: "", sort: "createdAt:desc" });
 *   setParams({ status: "PAID" });   // ?status=PAID — a value equal to its default is left out
 *   setParams({ details: "" }, { replace: true });   // no history entry (closing a dialog)
 *
 * Every key of `defaults` is a string parameter; anything else in the URL is kept untouched.
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const PAGE_SIZE_KEY = "pageSize";

export function useListParams<D extends Record<string, string>>(defaults: D) {
  const [searchParams, setSearchParams] = useSearchParams();
  // `defaults` is usually an inline literal: depend on its content, not its identity.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as D, [defaultsKey]);

  const params = useMemo(() => {
    const values = { ...stableDefaults };
    for (const key of Object.keys(stableDefaults) as (keyof D & string)[]) {
      const value = searchParams.get(key);
      if (value !== null) values[key] = value as D[typeof key];
    }
    return values;
  }, [searchParams, stableDefaults]);

  const pageSize = parsePageSize(searchParams.get(PAGE_SIZE_KEY));

  const update = useCallback(
    (patch: Record<string, string>, { replace = false } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            const fallback = key === PAGE_SIZE_KEY ? String(PAGE_SIZES[0]) : stableDefaults[key];
            if (value === "" || value === fallback) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams, stableDefaults],
  );

  const setParams = useCallback((patch: Partial<D>, options?: { replace?: boolean }) => update(patch as Record<string, string>, options), [update]);
  const setPageSize = useCallback((size: PageSize) => update({ [PAGE_SIZE_KEY]: String(size) }), [update]);

  return { params, setParams, pageSize, setPageSize };
}

/** An unknown or missing page size falls back to the smallest one. */
export function parsePageSize(value: string | null): PageSize {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : PAGE_SIZES[0];
}
