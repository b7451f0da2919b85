/**
 * « Afficher » of a paged list's news (« 1 nouveau message », docs/live.md): the newest are on the
 * first page, so the list goes back to it — from page 3 too — and asks it of the API again (the
 * cache's copy predates the news).
 */
import { useCallback, useEffect, useRef } from "react";

interface PagedList {
  /** Loads the page shown again (useConnectionList's `retry`). */
  retry: () => Promise<void>;
  pagination: { pages: { page: number; previous: () => void } };
}

export function useShowFirstPage(list: PagedList): () => Promise<void> | void {
  const { retry } = list;
  const { page, previous } = list.pagination.pages;
  // Back on the first page from another: asked again once it is the page shown.
  const refetchOnFirst = useRef(false);
  useEffect(() => {
    if (page !== 1 || !refetchOnFirst.current) return;
    refetchOnFirst.current = false;
    void retry();
  }, [page, retry]);
  return useCallback(() => {
    if (page === 1) return retry();
    refetchOnFirst.current = true;
    for (let back = page; back > 1; back--) previous();
  }, [page, previous, retry]);
}
