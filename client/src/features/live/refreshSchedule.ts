/**
 * When the shell's counts are asked again after a change (LiveProvider, docs/live.md): a second
 * after it — a burst of changes (a bulk status change) refreshes once — and never sooner than 5
 * seconds after the previous refresh: a shop taking an order a second costs each console 12
 * refreshes a minute, not 60.
 */
export const LIVE_REFRESH_DELAY_MS = 1_000;
export const LIVE_REFRESH_MIN_INTERVAL_MS = 5_000;

/** How long to wait, at `now`, before the next refresh, the last one having run at `lastRefresh` (0: never). */
export const refreshDelay = (now: number, lastRefresh: number): number => Math.max(LIVE_REFRESH_DELAY_MS, lastRefresh + LIVE_REFRESH_MIN_INTERVAL_MS - now);
