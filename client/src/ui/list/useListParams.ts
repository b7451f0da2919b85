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
import { useCallback, useContext, useMemo } from "react";
import { UNSAFE_DataRouterContext, useSearchParams, type NavigateOptions } from "react-router-dom";

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const PAGE_SIZE_KEY = "pageSize";

export function useListParams<D extends Record<string, string>>(defaults: D) {
  // Each change starts from the address as it is now: two filters chosen in a row both stay.
  const [searchParams, setSearchParams] = useSearchParamsLatest();
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

type SearchParamsUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams`, except that a functional update starts from the address as it is now, not as
 * it was at the last render.
 *
 *   const [searchParams, setSearchParams] = useSearchParamsLatest();
 *   setSearchParams((current) => { current.set("action", "user.adjustCredits"); return current; });
 *
 * Why: React Router hands the updater the search params of the render that made the handler. It
 * draws a navigation inside a transition, which a busy page may delay long after the address
 * changed; a second filter chosen meanwhile would start from the old address and drop the first
 * (the audit log's « Action » then « Administrateur »: only the administrator stayed). The data
 * router's own state is updated with the address, so it is read instead; without a data router
 * (a component test's MemoryRouter) the rendered params are all there is.
 */
export function useSearchParamsLatest() {
  const [searchParams, setSearchParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const update = useCallback(
    (next: SearchParamsUpdate | URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      if (typeof next !== "function") return setSearchParams(next, options);
      return setSearchParams((rendered) => next(router ? new URLSearchParams(router.state.location.search) : rendered), options);
    },
    [router, setSearchParams],
  );
  return [searchParams, update] as const;
}
