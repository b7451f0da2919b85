import { auditChanges, displayValue } from "./auditDiff";

describe("le diff d’une entrée du journal d’audit", () => {
  it("ne garde que les champs modifiés", () => {
    expect(auditChanges({ status: "paid", total: 12 }, { status: "shipped", total: 12 })).toEqual([{ field: "status", before: "paid", after: "shipped" }]);
  });

  it("montre les champs ajoutés et retirés avec un côté vide", () => {
    expect(auditChanges({ credits: 10 }, { credits: 15, delta: 5, reason: "Geste commercial" })).toEqual([
      { field: "credits", before: "10", after: "15" },
      { field: "delta", before: null, after: "5" },
      { field: "reason", before: null, after: "Geste commercial" },
    ]);
    expect(auditChanges({ name: "Colissimo", price: 4.9 }, null)).toEqual([
      { field: "name", before: "Colissimo", after: null },
      { field: "price", before: "4.9", after: null },
    ]);
  });

  it("décrit une création champ par champ", () => {
    expect(auditChanges(null, { text: "Appelé le client" })).toEqual([{ field: "text", before: null, after: "Appelé le client" }]);
  });

  it("suit les objets imbriqués jusqu’au champ modifié", () => {
    const before = { moderation: { isModerated: false, status: null, reason: null } };
    const after = { moderation: { isModerated: true, status: "REJECTED", reason: "Hors charte" } };
    expect(auditChanges(before, after)).toEqual([
      { field: "moderation.isModerated", before: "false", after: "true" },
      { field: "moderation.status", before: null, after: "REJECTED" },
      { field: "moderation.reason", before: null, after: "Hors charte" },
    ]);
  });

  it("compare et montre les listes en entier, en JSON", () => {
    expect(auditChanges({ ids: ["a", "b"] }, { ids: ["b", "a"] })).toEqual([{ field: "ids", before: '["a","b"]', after: '["b","a"]' }]);
    expect(auditChanges({ ids: ["a"] }, { ids: ["a"] })).toEqual([]);
  });

  it("ne voit pas de changement entre null et un champ absent", () => {
    expect(auditChanges({ trackingNumber: null }, {})).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it("distingue le texte « 5 » du nombre 5 seulement par leur affichage", () => {
    expect(displayValue("5")).toBe("5");
    expect(displayValue(5)).toBe("5");
    expect(displayValue(true)).toBe("true");
    expect(displayValue({})).toBe("{}");
    expect(displayValue(undefined)).toBeNull();
  });
});
