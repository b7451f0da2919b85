import { choosePeriod, MISSING_DATES, resolvePeriod } from "./financePeriod";

const NONE = { period: "", from: "", to: "" };
const TODAY = "2026-03-15";

describe("resolvePeriod", () => {
  it("« Ce mois-ci » par défaut, du 1er à aujourd'hui", () => {
    expect(resolvePeriod(NONE, TODAY)).toEqual({ choice: "thisMonth", period: { from: "2026-03-01", to: "2026-03-15" } });
  });

  it("un préréglage de l'URL, compté depuis le jour de Paris", () => {
    expect(resolvePeriod({ ...NONE, period: "lastMonth" }, TODAY)).toEqual({ choice: "lastMonth", period: { from: "2026-02-01", to: "2026-02-28" } });
    // 23 h 30 UTC le 31 décembre est déjà le 1er janvier à Paris.
    expect(resolvePeriod({ ...NONE, period: "thisYear" }, new Date("2026-12-31T23:30:00Z"))).toEqual({
      choice: "thisYear",
      period: { from: "2027-01-01", to: "2027-01-01" },
    });
  });

  it("un préréglage inconnu revient au défaut", () => {
    expect(resolvePeriod({ ...NONE, period: "hier" }, TODAY).choice).toBe("thisMonth");
  });

  it("des dates de l'URL l'emportent sur le préréglage", () => {
    expect(resolvePeriod({ period: "today", from: "2026-01-01", to: "2026-01-31" }, TODAY)).toEqual({
      choice: "custom",
      period: { from: "2026-01-01", to: "2026-01-31" },
    });
  });

  it("une période personnalisée incomplète, inversée ou trop longue est expliquée en français", () => {
    expect(resolvePeriod({ ...NONE, from: "2026-01-01" }, TODAY)).toEqual({ choice: "custom", period: null, error: MISSING_DATES });
    expect(resolvePeriod({ ...NONE, from: "2026-02-01", to: "2026-01-01" }, TODAY).error).toMatch(/postérieure ou égale/);
    expect(resolvePeriod({ ...NONE, from: "2024-01-01", to: "2026-01-01" }, TODAY).error).toMatch(/366 jours/);
  });
});

describe("choosePeriod", () => {
  it("un préréglage remplace les dates ; le défaut ne laisse rien dans l'URL", () => {
    expect(choosePeriod("7days", { from: "2026-01-01", to: "2026-01-31" })).toEqual({ period: "7days", from: "", to: "" });
    expect(choosePeriod("thisMonth", null)).toEqual(NONE);
  });

  it("« Personnalisée » part des jours affichés", () => {
    expect(choosePeriod("custom", { from: "2026-03-01", to: "2026-03-15" })).toEqual({ period: "", from: "2026-03-01", to: "2026-03-15" });
  });
});
