/**
 * Previous/next over a Relay connection: a stack of the `after` cursors of the pages already
 * visited. It starts again at the first page whenever `resetKey` changes (pass the filters,
 * sort and page size, serialised), since old cursors mean nothing for a different list.
 *
 *   const pages = useCursorStack(JSON.stringify({ params, pageSize }));
 *   useQuery(DOC, { variables: { first: pageSize, after: pages.after } });
 *   pages.next(data.orders.pageInfo.endCursor);
 */
import { useCallback, useState } from "react";

export function useCursorStack(resetKey: string) {
  const [state, setState] = useState<{ key: string; stack: (string | null)[] }>({ key: resetKey, stack: [null] });
  // Reset during render rather than in an effect, so no query runs with a stale cursor.
  const stack = state.key === resetKey ? state.stack : [null];
  if (state.key !== resetKey) setState({ key: resetKey, stack });

  const next = useCallback((endCursor: string | null | undefined) => {
    if (endCursor) setState((s) => ({ key: s.key, stack: [...s.stack, endCursor] }));
  }, []);
  const previous = useCallback(() => setState((s) => ({ key: s.key, stack: s.stack.length > 1 ? s.stack.slice(0, -1) : s.stack })), []);

  return {
    /** The cursor to pass as `after` (null on the first page). */
    after: stack[stack.length - 1] ?? null,
    /** 1-based number of the current page. */
    page: stack.length,
    hasPrevious: stack.length > 1,
    next,
    previous,
  };
}
