import { checkDayRange, dayRangeMessages } from "./dayRange";

const instants = (from: string | null, to: string | null) => {
  const check = checkDayRange({ from, to });
  if (!check.ok) throw new Error(check.message);
  return { from: check.instants.from?.toISOString() ?? null, to: check.instants.to?.toISOString() ?? null };
};

describe("plage de jours de Paris, bornes incluses", () => {
  it("en hiver : de minuit à Paris (UTC+1) au minuit qui suit le dernier jour", () => {
    expect(instants("2026-01-15", "2026-01-15")).toEqual({ from: "2026-01-14T23:00:00.000Z", to: "2026-01-15T23:00:00.000Z" });
  });

  it("en été : minuit à Paris est 22 h UTC", () => {
    expect(instants("2026-07-01", "2026-07-31")).toEqual({ from: "2026-06-30T22:00:00.000Z", to: "2026-07-31T22:00:00.000Z" });
  });

  it("aux changements d'heure : une journée de 23 h en mars, de 25 h en octobre", () => {
    expect(instants("2026-03-29", "2026-03-29")).toEqual({ from: "2026-03-28T23:00:00.000Z", to: "2026-03-29T22:00:00.000Z" });
    expect(instants("2026-10-25", "2026-10-25")).toEqual({ from: "2026-10-24T22:00:00.000Z", to: "2026-10-25T23:00:00.000Z" });
  });

  it("une borne absente ne limite pas", () => {
    expect(instants(null, "2026-12-31")).toEqual({ from: null, to: "2026-12-31T23:00:00.000Z" });
    expect(instants("2026-12-31", null)).toEqual({ from: "2026-12-30T23:00:00.000Z", to: null });
    expect(checkDayRange(null)).toEqual({ ok: true, instants: { from: null, to: null } });
  });

  it("refuse un jour qui n'existe pas et une fin avant le début, avec un seul message chacun", () => {
    expect(checkDayRange({ from: "2026-02-30" })).toEqual({ ok: false, field: "from", message: dayRangeMessages.badDay("2026-02-30") });
    expect(checkDayRange({ to: "2026-11-22T10:00:00Z" })).toEqual({ ok: false, field: "to", message: dayRangeMessages.badDay("2026-11-22T10:00:00Z") });
    expect(checkDayRange({ from: "2026-03-02", to: "2026-03-01" })).toEqual({
      ok: false,
      field: "to",
      message: "La date de fin doit être postérieure ou égale à la date de début.",
    });
  });
});
