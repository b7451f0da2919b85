import { LIVE_REFRESH_DELAY_MS, LIVE_REFRESH_MIN_INTERVAL_MS, refreshDelay } from "./refreshSchedule";

it("rafraîchit une seconde après un changement, jamais moins de 5 s après le précédent rafraîchissement", () => {
  expect(refreshDelay(100_000, 0)).toBe(LIVE_REFRESH_DELAY_MS);
  expect(refreshDelay(100_000, 99_000)).toBe(LIVE_REFRESH_MIN_INTERVAL_MS - 1_000);
  expect(refreshDelay(100_000, 90_000)).toBe(LIVE_REFRESH_DELAY_MS);
  // An order a second for a minute: at most one refresh every 5 s.
  let last = 0;
  let refreshes = 0;
  for (let t = 0; t < 60_000;) {
    t += refreshDelay(t, last);
    last = t;
    refreshes++;
  }
  expect(refreshes).toBeLessThanOrEqual(12);
});
