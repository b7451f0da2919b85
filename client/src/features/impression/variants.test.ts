import { duplicateVariantNames } from "./variants";

describe("noms des variantes d'un produit", () => {
  it("signale chaque répétition d'un nom déjà pris plus haut, sans tenir compte de la casse ni des accents", () => {
    expect(duplicateVariantNames(["Taille S", "Taille M", " taille m ", "Épaisse", "epaisse", "Taille M"])).toEqual([2, 4, 5]);
  });

  it("laisse passer des noms tous différents, et ignore les noms vides (déjà « obligatoires »)", () => {
    expect(duplicateVariantNames(["S", "M", "L", "XL"])).toEqual([]);
    expect(duplicateVariantNames(["", "  ", "S"])).toEqual([]);
  });
});
