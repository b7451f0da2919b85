import { planCredits, planLoyaltyPoints } from "./creditsForm";

describe("la fenêtre des crédits", () => {
  it("calcule le solde après un ajout, un retrait ou un nouveau solde", () => {
    expect(planCredits(35, "add", "10", " Geste commercial ")).toEqual({ ok: true, mode: "add", before: 35, after: 45, delta: 10, reason: "Geste commercial" });
    expect(planCredits(35, "remove", "5", "Erreur")).toMatchObject({ ok: true, after: 30, delta: -5 });
    expect(planCredits(35, "set", "0", "Remise à zéro")).toMatchObject({ ok: true, after: 0, delta: -35 });
  });

  it("refuse ce que le serveur refuserait, en français", () => {
    expect(planCredits(35, "remove", "36", "x")).toMatchObject({ ok: false, amountError: "Le solde ne peut pas devenir négatif (solde actuel : 35)." });
    expect(planCredits(35, "add", "1,5", "x")).toMatchObject({ ok: false, amountError: "Le nombre doit être un entier (sans décimales)." });
    expect(planCredits(35, "set", "35", "x")).toMatchObject({ ok: false, amountError: "La nouvelle valeur est identique à la valeur actuelle." });
    expect(planCredits(35, "add", "0", "x")).toMatchObject({ ok: false });
    expect(planCredits(35, "set", "1000001", "x")).toMatchObject({ ok: false });
    expect(planCredits(35, "add", "3", "   ")).toMatchObject({ ok: false, amountError: null, reasonError: "Le motif est obligatoire." });
    expect(planCredits(35, "add", "3", "m".repeat(501))).toMatchObject({ ok: false, reasonError: "Le motif ne peut pas dépasser 500 caractères." });
  });

  it("fixe un nouveau nombre de points fidélité avec les mêmes règles", () => {
    expect(planLoyaltyPoints(120, "250", " Compensation ")).toEqual({ ok: true, mode: "set", before: 120, after: 250, delta: 130, reason: "Compensation" });
    expect(planLoyaltyPoints(120, "", "x")).toMatchObject({ ok: false, amountError: "Saisissez un nombre de points." });
    expect(planLoyaltyPoints(120, "120", "x")).toMatchObject({ ok: false, amountError: "La nouvelle valeur est identique à la valeur actuelle." });
    expect(planLoyaltyPoints(120, "-1", "x")).toMatchObject({ ok: false, amountError: "Saisissez un nombre positif." });
    expect(planLoyaltyPoints(120, "30", "")).toMatchObject({ ok: false, reasonError: "Le motif est obligatoire." });
  });
});
