import type { FeedKind } from "@atelier/domain/live/changeFeed";
import {
  LIVE_REFRESH_DELAY_MS,
  LIVE_REFRESH_MAX_INTERVAL_MS,
  LIVE_REFRESH_MIN_INTERVAL_MS,
  refreshDelay,
  refreshInterval,
  scheduleRefreshes,
} from "./refreshSchedule";

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

/** `seconds` of a shop writing an entry of `kind` every `everyMs`; the refreshes and what they asked. */
function replay(everyMs: number, seconds: number, kind: FeedKind = "order") {
  const refreshes: { at: number; include: string[] }[] = [];
  const start = Date.now();
  const scheduler = scheduleRefreshes((include) => refreshes.push({ at: Date.now() - start, include }));
  for (let t = 0; t < seconds * 1_000; t += everyMs) {
    jest.advanceTimersByTime(start + t - Date.now()); // runs the refreshes due, and moves the clock
    scheduler.heard([kind]);
  }
  jest.advanceTimersByTime(start + seconds * 1_000 - Date.now());
  jest.runOnlyPendingTimers();
  scheduler.stop();
  return refreshes;
}

it("rafraîchit une seconde après un changement, jamais moins de 5 s après le précédent rafraîchissement", () => {
  expect(refreshDelay(100_000, 0)).toBe(LIVE_REFRESH_DELAY_MS);
  expect(refreshDelay(100_000, 99_000)).toBe(LIVE_REFRESH_MIN_INTERVAL_MS - 1_000);
  expect(refreshDelay(100_000, 90_000)).toBe(LIVE_REFRESH_DELAY_MS);
});

it("allonge l'intervalle avec l'activité de la dernière minute, de 5 s à 30 s", () => {
  expect(refreshInterval(0)).toBe(LIVE_REFRESH_MIN_INTERVAL_MS);
  expect(refreshInterval(1)).toBe(LIVE_REFRESH_MIN_INTERVAL_MS);
  expect(refreshInterval(3)).toBe(12_000);
  expect(refreshInterval(60)).toBe(LIVE_REFRESH_MAX_INTERVAL_MS);
});

it("une commande par seconde pendant trois minutes : au plus un rafraîchissement toutes les 30 s une fois la boutique occupée", () => {
  const refreshes = replay(1_000, 180);
  // The first minute stretches from 5 s to 30 s; after it, polling's pace.
  const lastTwoMinutes = refreshes.filter((r) => r.at >= 60_000);
  expect(lastTwoMinutes.length).toBeLessThanOrEqual(5);
  for (let i = 1; i < lastTwoMinutes.length; i++)
    expect(lastTwoMinutes[i]!.at - lastTwoMinutes[i - 1]!.at).toBeGreaterThanOrEqual(LIVE_REFRESH_MAX_INTERVAL_MS);
  expect(refreshes.length).toBeLessThanOrEqual(12);
  expect(refreshes[0]).toEqual({ at: LIVE_REFRESH_DELAY_MS, include: ["WorkQueues", "Dashboard", "OrderStatusCounts"] });
});

it("une boutique calme suit chaque entrée en quelques secondes", () => {
  // An order every 40 s: each is followed by its refresh a second later.
  const refreshes = replay(40_000, 200);
  expect(refreshes.map((r) => r.at)).toEqual([1_000, 41_000, 81_000, 121_000, 161_000]);
});

it("une rafale (un changement groupé) ne compte qu'une seconde d'activité et un rafraîchissement", () => {
  const refreshes: string[][] = [];
  const scheduler = scheduleRefreshes((include) => refreshes.push(include));
  scheduler.heard(Array.from({ length: 100 }, () => "order" as const));
  expect(scheduler.waiting()).toBe(true);
  jest.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
  expect(refreshes).toHaveLength(1);
  // 20 s later, the next entry is refreshed a second after it: counted as 100, the burst would
  // have stretched the interval to 30 s.
  jest.advanceTimersByTime(20_000 - LIVE_REFRESH_DELAY_MS);
  scheduler.heard(["contactMessage"]);
  jest.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
  expect(refreshes).toEqual([
    ["WorkQueues", "Dashboard", "OrderStatusCounts"],
    ["InboxCounts", "WorkQueues", "Dashboard"],
  ]);
});

it("la présence, les notifications et l’enregistrement d’un client ne rafraîchissent aucun chiffre", () => {
  for (const kind of ["presence", "notification", "customer"] as const) expect(replay(1_000, 10, kind)).toEqual([]);
});
