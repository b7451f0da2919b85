import { MAX_BALANCE, adjustBalance, checkAdjustInput, checkReason, checkSetBalanceInput, setBalance } from "./credits";

const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe("règles des crédits", () => {
  it("accepte un solde entier de 0 à 1 000 000 avec un motif", () => {
    expect(checkSetBalanceInput("credits", 0, "Geste commercial")).toEqual([]);
    expect(checkSetBalanceInput("credits", MAX_BALANCE, "Geste commercial")).toEqual([]);
  });

  it.each([
    [-1, "OUT_OF_RANGE"],
    [MAX_BALANCE + 1, "OUT_OF_RANGE"],
    [2.5, "NOT_WHOLE_NUMBER"],
    [Number.NaN, "NOT_WHOLE_NUMBER"],
  ])("refuse le solde %p (%s)", (value, code) => {
    expect(codes(checkSetBalanceInput("credits", value, "motif"))).toEqual([code]);
  });

  it("exige un motif de 1 à 500 caractères une fois les espaces retirés", () => {
    expect(checkReason("   ").errors).toEqual([{ field: ["input", "reason"], message: "Le motif est obligatoire.", code: "REQUIRED" }]);
    expect(checkReason("x".repeat(501)).errors).toEqual([
      { field: ["input", "reason"], message: "Le motif ne peut pas dépasser 500 caractères.", code: "TOO_LONG" },
    ]);
    expect(checkReason(`  ${"x".repeat(500)}  `)).toEqual({ reason: "x".repeat(500), errors: [] });
  });

  it("signale à la fois un montant et un motif invalides, sur leurs champs", () => {
    expect(checkAdjustInput(1.5, "").map((e) => e.field)).toEqual([
      ["input", "delta"],
      ["input", "reason"],
    ]);
  });

  it.each([
    [0, "ZERO_DELTA"],
    [0.1, "NOT_WHOLE_NUMBER"],
    [MAX_BALANCE + 1, "OUT_OF_RANGE"],
    [-MAX_BALANCE - 1, "OUT_OF_RANGE"],
  ])("refuse l'ajustement %p (%s)", (delta, code) => {
    expect(codes(checkAdjustInput(delta, "motif"))).toEqual([code]);
  });

  it("ajoute et retire, jamais en dessous de 0 ni au-dessus du maximum", () => {
    expect(adjustBalance(10, -10)).toEqual({ ok: true, balance: 0, delta: -10 });
    expect(adjustBalance(10, 5)).toEqual({ ok: true, balance: 15, delta: 5 });
    const below = adjustBalance(10, -11);
    expect(below.ok || codes(below.errors)).toEqual(["BELOW_ZERO"]);
    const above = adjustBalance(MAX_BALANCE, 1);
    expect(above.ok || codes(above.errors)).toEqual(["ABOVE_MAX"]);
  });

  it("calcule l'écart d'un nouveau solde et refuse un solde inchangé", () => {
    expect(setBalance("credits", 30, 12)).toEqual({ ok: true, balance: 12, delta: -18 });
    const same = setBalance("credits", 30, 30);
    expect(same.ok || codes(same.errors)).toEqual(["UNCHANGED"]);
  });
});
