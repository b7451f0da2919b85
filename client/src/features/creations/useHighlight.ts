import { useEffect, useRef } from "react";

/**
 * `?highlight={id}` (from the dashboard): once the first page is there, scroll to that creation
 * and focus it (the grid rings it); when it is not on the first page, open it, fetched by id.
 */
export function useHighlight(highlight: string | null, visible: readonly { id: string }[], ready: boolean, openDetails: (id: string) => void) {
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!highlight || !ready || handled.current === highlight) return;
    handled.current = highlight;
    if (!visible.some((c) => c.id === highlight)) {
      openDetails(highlight);
      return;
    }
    requestAnimationFrame(() => {
      const card = document.querySelector<HTMLElement>(`[data-creation-id="${CSS.escape(highlight)}"]`);
      card?.scrollIntoView({ block: "center", behavior: "smooth" });
      card?.focus({ preventScroll: true });
    });
  }, [highlight, visible, ready, openDetails]);
}
