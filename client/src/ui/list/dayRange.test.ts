import { formatDayRange } from "../format";
import { dayRangeParam, lastDaysRange, setDayRangeQuery } from "./dayRange";

describe("les jours de Paris d'une liste : URL ⇄ DayRange", () => {
  it("envoie les jours tels quels, sans calculer de minuit ; rien quand aucun n'est un jour", () => {
    expect(dayRangeParam("2026-03-01", "2026-03-31")).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(dayRangeParam("", "2026-03-31")).toEqual({ from: null, to: "2026-03-31" });
    expect(dayRangeParam("hier", "")).toBeNull();
  });

  it("rend à l'export les mêmes jours en from/to", () => {
    const query = new URLSearchParams();
    setDayRangeQuery(query, { from: "2026-03-01", to: null });
    expect(query.toString()).toBe("from=2026-03-01");
  });

  it("les N derniers jours de Paris, aujourd'hui compris", () => {
    expect(lastDaysRange("30", new Date("2026-03-30T22:30:00Z"))).toEqual({ from: "2026-03-02", to: null });
  });
});

describe("une période écrite en français", () => {
  it("dans une phrase, et seule", () => {
    expect(formatDayRange({ from: "2026-10-01", to: "2026-10-24" })).toBe("1er\u201324 octobre");
    expect(formatDayRange({ from: "2025-12-18", to: "2026-01-24" })).toBe("du 18 décembre 2025 au 24 janvier 2026");
    expect(formatDayRange({ from: "2026-11-23", to: "2026-11-23" }, "dated")).toBe("le 23 nov. 2026");
    expect(formatDayRange({ from: "2026-11-01", to: "2026-11-23" }, "dated")).toBe("du 1 nov. 2026 au 23 nov. 2026");
  });
});
