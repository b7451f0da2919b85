/**
 * Whether the screen is narrower than Chakra's `md` breakpoint (768 px): lists show cards there
 * instead of a table. Read from matchMedia during the first render (not after it), so the first
 * paint already has the right layout and nothing jumps; a resize or a rotation switches layouts.
 */
import { useSyncExternalStore } from "react";

const AT_LEAST_MD = "(min-width: 768px)";

const mediaQuery = () => (typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(AT_LEAST_MD) : null);

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

// Without matchMedia (jsdom in the component tests), the table.
const isNarrow = () => mediaQuery()?.matches === false;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
