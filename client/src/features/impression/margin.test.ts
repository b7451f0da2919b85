import { formatMarginPercent, productMargin } from "./margin";

describe("marge d'un produit, en centimes entiers", () => {
  it("prix de vente moins coût d'impression, et le pourcentage du prix à une décimale", () => {
    // Poster 30 × 40 cm of the demo data: 24,90 € − 6,50 €.
    expect(productMargin(2490, 650)).toEqual({ cents: 1840, percent: 73.9 });
  });

  it("arrondit le pourcentage au dixième le plus proche sans erreur de virgule flottante", () => {
    expect(productMargin(3, 2)).toEqual({ cents: 1, percent: 33.3 });
    expect(productMargin(3, 1)).toEqual({ cents: 2, percent: 66.7 });
    // 0.1 + 0.2 style sums stay exact: 2990 − 980 = 2010 cents.
    expect(productMargin(2990, 980)).toEqual({ cents: 2010, percent: 67.2 });
  });

  it("une marge négative quand le coût dépasse le prix", () => {
    expect(productMargin(1000, 1250)).toEqual({ cents: -250, percent: -25 });
  });

  it("pas de pourcentage quand le prix de vente est nul", () => {
    expect(productMargin(0, 0)).toEqual({ cents: 0, percent: null });
    expect(productMargin(0, 500)).toEqual({ cents: -500, percent: null });
  });

  it("affiche le pourcentage à la française", () => {
    expect(formatMarginPercent(73.9)).toBe("73,9\u00a0%");
    expect(formatMarginPercent(-25)).toBe("-25,0\u00a0%");
    expect(formatMarginPercent(null)).toBe("—");
  });
});
