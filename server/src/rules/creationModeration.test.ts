import { MAX_CREATIONS_PER_DECISION, decidedModeration, distinctIds, moderationInputErrors, moderationMessages } from "./creationModeration";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);

describe("règles de modération des créations", () => {
  it("accepte de 1 à 100 créations", () => {
    expect(moderationInputErrors({ ids: ids(1), decision: "APPROVE" })).toEqual([]);
    expect(moderationInputErrors({ ids: ids(MAX_CREATIONS_PER_DECISION), decision: "APPROVE" })).toEqual([]);
  });

  it("refuse aucune création et plus de 100", () => {
    expect(moderationInputErrors({ ids: [], decision: "APPROVE" }).map((e) => e.message)).toEqual([moderationMessages.noIds]);
    expect(moderationInputErrors({ ids: ids(101), decision: "APPROVE" }).map((e) => e.message)).toEqual([moderationMessages.tooMany]);
  });

  it("exige un motif pour refuser, blancs exclus", () => {
    for (const reason of [undefined, null, "", "   "]) {
      expect(moderationInputErrors({ ids: ids(1), decision: "REJECT", reason })).toEqual([
        { field: ["input", "reason"], message: "Indiquez le motif du refus.", code: "REQUIRED" },
      ]);
    }
    expect(moderationInputErrors({ ids: ids(1), decision: "REJECT", reason: "Contenu inapproprié" })).toEqual([]);
  });

  it("refuse un motif de plus de 500 caractères", () => {
    expect(moderationInputErrors({ ids: ids(1), decision: "REJECT", reason: "x".repeat(501) })).toEqual([
      { field: ["input", "reason"], message: "Le motif ne peut pas dépasser 500 caractères.", code: "TOO_LONG" },
    ]);
  });

  it("ne garde chaque identifiant qu'une fois, dans l'ordre", () => {
    expect(distinctIds(["b", "a", "b", "c", "a"])).toEqual(["b", "a", "c"]);
  });

  it("décrit la décision : statut, motif nettoyé, date et auteur", () => {
    const at = new Date("2026-11-22T10:00:00Z");
    expect(decidedModeration({ ids: ["c"], decision: "REJECT", reason: "  Flou  " }, "admin", at)).toEqual({
      isModerated: true,
      status: "REJECTED",
      reason: "Flou",
      moderatedAt: at,
      moderatedBy: "admin",
    });
    expect(decidedModeration({ ids: ["c"], decision: "APPROVE" }, "admin", at)).toMatchObject({ status: "APPROVED", reason: null });
  });
});
