import { formatMarginPercent, marginText } from "./margin";

const nbsp = "\u00a0";

describe("marge d'un produit, telle que la liste et le formulaire l'affichent", () => {
  it("prix de vente moins coût d'impression, en euros et en % du prix à une décimale", () => {
    // Poster 30 × 40 cm of the demo data: 24,90 € − 6,50 €.
    expect(marginText(2490, 650)).toEqual({ amount: `18,40${nbsp}€`, percent: `73,9${nbsp}%`, negative: false });
  });

  it("calcule en centimes entiers, sans erreur de virgule flottante", () => {
    // 29,90 − 9,80 in floats is 20.099999999999998.
    expect(marginText(2990, 980)).toEqual({ amount: `20,10${nbsp}€`, percent: `67,2${nbsp}%`, negative: false });
  });

  it("signale une marge négative quand le coût dépasse le prix", () => {
    expect(marginText(1000, 1250)).toEqual({ amount: `-2,50${nbsp}€`, percent: `-25,0${nbsp}%`, negative: true });
  });

  it("pas de pourcentage pour un produit gratuit", () => {
    expect(marginText(0, 0)).toEqual({ amount: `0,00${nbsp}€`, percent: "—", negative: false });
    expect(formatMarginPercent(null)).toBe("—");
  });

  it("rien tant qu'un des deux montants manque ou ne se lit pas", () => {
    expect(marginText(null, 650)).toBeNull();
    expect(marginText(2490, Number.NaN)).toBeNull();
  });
});
