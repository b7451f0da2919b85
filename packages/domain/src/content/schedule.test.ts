import { parisInstant, parisLocalTime } from "./schedule";

describe("programmation à l'heure de Paris", () => {
  it("lit une heure de Paris en hiver (UTC+1) et en été (UTC+2)", () => {
    expect(parisInstant("2026-12-24T09:00")).toBe("2026-12-24T08:00:00.000Z");
    expect(parisInstant("2026-07-14T09:00")).toBe("2026-07-14T07:00:00.000Z");
  });

  it("refuse l'heure sautée au printemps et prend la première de l'heure répétée en automne", () => {
    expect(parisInstant("2026-03-29T02:30")).toBeNull();
    expect(parisInstant("2026-10-25T02:30")).toBe("2026-10-25T00:30:00.000Z");
    expect(parisInstant("demain")).toBeNull();
  });

  it("montre un instant à l'heure de Paris, le jour de Paris compris", () => {
    expect(parisLocalTime("2026-12-31T23:30:00Z")).toBe("2027-01-01T00:30");
    expect(parisLocalTime(parisInstant("2026-06-01T18:45")!)).toBe("2026-06-01T18:45");
  });
});
