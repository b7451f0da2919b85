import { vatRateFrom } from "./finances";

describe("taux de TVA lu dans settings/app", () => {
  it("20 % par défaut ; un taux de 0 à 100 est gardé tel quel", () => {
    expect(vatRateFrom(undefined)).toBe(20);
    expect(vatRateFrom("20")).toBe(20);
    expect(vatRateFrom(-1)).toBe(20);
    expect(vatRateFrom(120)).toBe(20);
    expect(vatRateFrom(Number.NaN)).toBe(20);
    expect(vatRateFrom(5.5)).toBe(5.5);
    expect(vatRateFrom(0)).toBe(0);
  });
});
