import { formatStrength, parseStrength } from "./strength";

describe("force d'un prompt image-to-image", () => {
  it("se tape avec une virgule décimale, ou un point", () => {
    expect(parseStrength("0,65")).toEqual({ value: 0.65, error: null });
    expect(parseStrength(" 0.7 ")).toEqual({ value: 0.7, error: null });
    expect(parseStrength("1")).toEqual({ value: 1, error: null });
    expect(parseStrength("0")).toEqual({ value: 0, error: null });
  });

  it("refuse ce qui sort de 0 à 1, en français", () => {
    expect(parseStrength("1,5")).toEqual({ value: null, error: "La force doit être comprise entre 0 et 1." });
    expect(parseStrength("-0,1")).toEqual({ value: null, error: "La force doit être comprise entre 0 et 1." });
  });

  it("accepte deux décimales au plus (les zéros de fin ne comptent pas)", () => {
    expect(parseStrength("0,655")).toEqual({ value: null, error: "La force a au plus deux décimales." });
    expect(parseStrength("0,500")).toEqual({ value: 0.5, error: null });
  });

  it("demande un nombre quand le champ est vide ou n'en est pas un", () => {
    expect(parseStrength("  ")).toEqual({ value: null, error: "La force est obligatoire." });
    expect(parseStrength("0,6,5")).toEqual({ value: null, error: "Saisissez un nombre, par exemple 0,65." });
    expect(parseStrength("forte")).toEqual({ value: null, error: "Saisissez un nombre, par exemple 0,65." });
  });

  it("s'affiche à la française, avec deux décimales", () => {
    expect(formatStrength(0.65)).toBe("0,65");
    expect(formatStrength(0.7)).toBe("0,70");
    expect(formatStrength(1)).toBe("1,00");
  });
});
