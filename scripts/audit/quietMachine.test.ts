import { busyShare, cpuTimes, waitForQuietMachine, type CpuTimes } from "./quietMachine.cjs";

const STAT = "cpu  4705 150 1120 16250 520 0 30 0 0 0\ncpu0 2352 75 560 8125 260 0 15 0 0 0\n";

it("lit le temps des cœurs dans /proc/stat : inactif (idle + iowait) et total", () => {
  expect(cpuTimes(STAT)).toEqual({ idle: 16250 + 520, total: 4705 + 150 + 1120 + 16250 + 520 + 30 });
});

it("la part occupée entre deux lectures", () => {
  expect(busyShare({ idle: 100, total: 200 }, { idle: 250, total: 400 })).toBeCloseTo(0.25);
  expect(busyShare({ idle: 100, total: 200 }, { idle: 100, total: 200 })).toBe(0);
});

it("attend qu’une fenêtre soit calme avant de mesurer", async () => {
  // Busy (90 %), busy, then quiet (5 %): three windows.
  const readings: CpuTimes[] = [
    { idle: 0, total: 0 },
    { idle: 10, total: 100 },
    { idle: 20, total: 200 },
    { idle: 115, total: 300 },
  ];
  let i = 0;
  const verdict = await waitForQuietMachine({ windowMs: 1, read: () => readings[i++]! });
  expect(verdict.quiet).toBe(true);
  expect(verdict.busy).toBeCloseTo(0.05);
  expect(i).toBe(4);
});

it("mesure quand même après le délai, et le dit", async () => {
  let ticks = 0;
  const always90 = () => ({ idle: ticks * 10, total: (ticks += 1) * 100 });
  const verdict = await waitForQuietMachine({ windowMs: 1, giveUpAfterMs: 0, read: always90 });
  expect(verdict).toMatchObject({ quiet: false });
  expect(verdict.busy).toBeGreaterThan(0.8);
});
