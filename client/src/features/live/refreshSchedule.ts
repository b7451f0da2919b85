/**
 * When the shell's counts are asked again after the feed's entries (LiveProvider, docs/live.md).
 *
 * A second after an entry — a burst (a bulk status change) refreshes once — and never sooner than
 * the interval after the previous refresh. The interval stretches with how busy the shop is: 4 s
 * per second of the last minute in which something was heard, from 5 s (a quiet shop: badges
 * follow within seconds) to 30 s (an order a second: the polling it replaced, so that a busy
 * shop's refreshes never cost more than polling did). The lists' « 3 nouvelles commandes » are not
 * held back: only the refreshes of the shell's queries are.
 */
import type { FeedKind } from "@atelier/domain/live/changeFeed";

export const LIVE_REFRESH_DELAY_MS = 1_000;
export const LIVE_REFRESH_MIN_INTERVAL_MS = 5_000;
export const LIVE_REFRESH_MAX_INTERVAL_MS = 30_000;
/** What each busy second of the last minute adds to the interval. */
export const LIVE_REFRESH_MS_PER_BUSY_SECOND = 4_000;
const RECENT_MS = 60_000;

/** The shell's queries a kind's entries make stale (their operation names): asked again, when on screen. */
export const SHELL_QUERIES: Record<FeedKind, readonly string[]> = {
  order: ["WorkQueues", "Dashboard", "OrderStatusCounts"],
  contactMessage: ["InboxCounts", "WorkQueues", "Dashboard"],
  feedback: ["InboxCounts", "WorkQueues", "Dashboard"],
  creation: ["Dashboard"],
  presence: [],
  notification: [],
  customer: [],
};

/** The least time between two refreshes, given how many seconds of the last minute heard an entry. */
export const refreshInterval = (busySeconds: number): number =>
  Math.min(LIVE_REFRESH_MAX_INTERVAL_MS, Math.max(LIVE_REFRESH_MIN_INTERVAL_MS, busySeconds * LIVE_REFRESH_MS_PER_BUSY_SECOND));

/** How long to wait, at `now`, before the next refresh, the last one having run at `lastRefresh` (0: never). */
export const refreshDelay = (now: number, lastRefresh: number, busySeconds = 0): number =>
  Math.max(LIVE_REFRESH_DELAY_MS, lastRefresh + refreshInterval(busySeconds) - now);

export interface RefreshScheduler {
  /** The kinds of the entries just heard (one per entry). */
  heard(kinds: readonly FeedKind[]): void;
  /** A refresh is waiting for its time. */
  waiting(): boolean;
  stop(): void;
}

/**
 * The console's schedule, shared with `npm run bench -- --only live` so that the bench measures
 * what the console does: `refresh` receives the operation names to ask again.
 */
export function scheduleRefreshes(refresh: (include: string[]) => void, clock: () => number = Date.now): RefreshScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRefresh = 0;
  const stale = new Set<string>();
  // The seconds (since the epoch) in which an entry that stales a query was heard, oldest first.
  const busy: number[] = [];

  return {
    heard(kinds) {
      const now = clock();
      const names = kinds.flatMap((kind) => SHELL_QUERIES[kind]);
      if (names.length === 0) return; // presence, notifications and a customer's save stale none of the shell's figures
      for (const name of names) stale.add(name);
      const second = Math.floor(now / 1_000);
      if (busy.at(-1) !== second) busy.push(second);
      while (busy.length > 0 && busy[0]! <= second - RECENT_MS / 1_000) busy.shift();
      if (timer !== undefined) return; // a refresh is on its way: it will take these too
      timer = setTimeout(
        () => {
          timer = undefined;
          lastRefresh = clock();
          const include = [...stale];
          stale.clear();
          refresh(include);
        },
        refreshDelay(now, lastRefresh, busy.length),
      );
    },
    waiting: () => timer !== undefined,
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
