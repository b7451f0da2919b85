/**
 * A part of a screen that lies below the fold, rendered once the browser is first idle after
 * the screen's first paint instead of in the same commit: what the admin sees first paints
 * sooner, and the main thread never runs the whole screen's render as one long task (total
 * blocking time, docs/audit.md). `now`: render at once (the URL points at this part). Meant for
 * the last part of a page: nothing below it moves when it comes.
 *
 *   <WhenIdle now={hash === "#transactions"}><TransactionLedger /></WhenIdle>
 */
import { useEffect, useState, type ReactNode } from "react";

/** Rendered within this time even if the browser never gets idle (a busy page keeps it waiting). */
const IDLE_TIMEOUT_MS = 1500;

export function WhenIdle({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const ready = useIdle(now);
  return ready ? children : null;
}

/** false until the browser is first idle after the first commit (true at once when `now`). */
export function useIdle(now = false): boolean {
  const [idle, setIdle] = useState(now);
  useEffect(() => {
    if (idle) return;
    return whenBrowserIdle(() => setIdle(true));
  }, [idle]);
  return idle || now;
}

/**
 * Calls `callback` once the browser is next idle (within `timeoutMs` at the latest), in a task
 * of its own; returns what cancels it. Safari has no requestIdleCallback: a short timer does the
 * same there (and in jsdom).
 */
export function whenBrowserIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(callback, 50);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(callback, { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}
