import { formatCentsForInput, formatDecimalForInput, parseDecimal, parseEurosToCents, parseInteger } from "./numberText";

describe("montants saisis en euros, gardés en centimes", () => {
  it("lit « 12,50 », « 12.5 », « 12 » et « 1 234,50 € »", () => {
    expect(parseEurosToCents("12,50")).toBe(1250);
    expect(parseEurosToCents("12.5")).toBe(1250);
    expect(parseEurosToCents("12")).toBe(1200);
    expect(parseEurosToCents("1\u202f234,50\u00a0€")).toBe(123450);
    expect(parseEurosToCents("0,07")).toBe(7);
  });

  it("répond null pour un champ vide et NaN pour un texte qui n'est pas un montant", () => {
    expect(parseEurosToCents("  ")).toBeNull();
    expect(parseEurosToCents("douze")).toBeNaN();
    expect(parseEurosToCents("12,505")).toBeNaN();
    expect(parseEurosToCents("12,5,0")).toBeNaN();
  });

  it("réécrit les centimes comme on les saisit", () => {
    expect(formatCentsForInput(1250)).toBe("12,50");
    expect(formatCentsForInput(7)).toBe("0,07");
    expect(formatCentsForInput(0)).toBe("0,00");
    expect(formatCentsForInput(null)).toBe("");
    expect(parseEurosToCents(formatCentsForInput(123456))).toBe(123456);
  });
});

describe("nombres décimaux et entiers saisis en français", () => {
  it("lit la force « 0,75 » avec au plus deux décimales", () => {
    expect(parseDecimal("0,75", 2)).toBe(0.75);
    expect(parseDecimal("1", 2)).toBe(1);
    expect(parseDecimal("0,755", 2)).toBeNaN();
    expect(formatDecimalForInput(0.75)).toBe("0,75");
  });

  it("refuse les décimales dans un entier", () => {
    expect(parseInteger("4")).toBe(4);
    expect(parseInteger("4,5")).toBeNaN();
    expect(parseInteger("")).toBeNull();
  });
});
