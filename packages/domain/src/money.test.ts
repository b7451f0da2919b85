import { centsToEuros, eurosToCents, formatCents } from "./money";

describe("euros stockés ⇄ centimes", () => {
  it.each([
    [49.9, 4990],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [0.005, 1],
    [-0.005, -1],
    [-12.345, -1235],
    [0, 0],
  ])("%p € → %p centimes (demi arrondi en s'éloignant de zéro)", (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it("les centimes reviennent en euros", () => {
    expect(centsToEuros(4990)).toBe(49.9);
    expect(eurosToCents(centsToEuros(123456))).toBe(123456);
  });
});

describe("les mails écrivent les centimes en euros à la française", () => {
  it("5490 → « 54,90 € »", () => {
    expect(formatCents(5490)).toBe("54,90\u00a0€");
    expect(formatCents(123450)).toBe("1\u202f234,50\u00a0€");
  });
});
