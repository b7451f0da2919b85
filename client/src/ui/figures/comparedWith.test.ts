import { comparedWith } from "./comparedWith";

describe("comparedWith", () => {
  it("dit les mêmes jours du mois précédent pour un mois en cours", () => {
    expect(comparedWith({ from: "2026-10-01", to: "2026-10-24" })).toBe("par rapport au 1er–24 octobre");
  });

  it("dit le jour d'un total", () => {
    expect(comparedWith({ from: "2026-10-24", to: "2026-10-24" })).toBe("par rapport au 24 octobre");
    expect(comparedWith({ from: "2026-10-01", to: "2026-10-01" })).toBe("par rapport au 1er octobre");
  });

  it("dit la période entière quand elle passe d'un mois à l'autre, l'année quand elle change", () => {
    expect(comparedWith({ from: "2026-10-18", to: "2026-11-24" })).toBe("par rapport à la période du 18 octobre au 24 novembre");
    expect(comparedWith({ from: "2025-12-26", to: "2026-01-01" })).toBe("par rapport à la période du 26 décembre 2025 au 1er janvier 2026");
  });
});
