import { bucketState, splitAtToday } from "./inProgress";

const DAYS = ["2026-11-22", "2026-11-23", "2026-11-24"];

describe("aujourd'hui sur le graphique", () => {
  it("le jour en cours n'est pas sur la ligne des jours complets : il a son propre segment", () => {
    // Aujourd'hui (le 24) n'a encore que 5 € : tracé comme les autres, ce serait une chute.
    expect(splitAtToday("DAY", DAYS, [120, 140, 5], "2026-11-24")).toEqual({
      complete: [120, 140, null],
      inProgress: [null, 140, 5],
      inProgressIndex: 2,
    });
  });

  it("les jours après aujourd'hui ne sont pas tracés", () => {
    expect(splitAtToday("DAY", DAYS, [120, 0, 0], "2026-11-22")).toEqual({
      complete: [null, null, null],
      inProgress: [120, null, null],
      inProgressIndex: 0,
    });
  });

  it("une période passée est tracée entière, sans segment en cours", () => {
    expect(splitAtToday("DAY", DAYS, [1, 2, 3], "2026-12-01")).toEqual({ complete: [1, 2, 3], inProgress: [null, null, null], inProgressIndex: null });
  });

  it("par mois, le mois en cours est le segment en cours", () => {
    expect(bucketState("MONTH", "2026-10-01", "2026-11-24")).toBe("complete");
    expect(bucketState("MONTH", "2026-11-01", "2026-11-24")).toBe("inProgress");
    expect(bucketState("MONTH", "2026-12-01", "2026-11-24")).toBe("future");
    expect(splitAtToday("MONTH", ["2026-10-01", "2026-11-01"], [900, 40], "2026-11-24").complete).toEqual([900, null]);
  });
});
