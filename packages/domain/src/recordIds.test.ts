import { invalidIdMessage, isRecordId, recordIdOrNull } from "./recordIds";

describe("forme d'un identifiant venu de l'extérieur", () => {
  it("accepte les ids que la boutique écrit : auto-ids Firestore, uids, slugs", () => {
    for (const id of ["aB3xYz09KlmNopQrStUv", "u-1", "order_2026_001", "a", "x".repeat(128), "_a", "a__", "__a"]) {
      expect(isRecordId(id)).toBe(true);
    }
  });

  it("refuse un chemin, un id réservé, un id trop long, un espace, un id vide ou autre chose qu'une chaîne", () => {
    for (const id of ["s2/../x", "__s2__", "____", "x".repeat(129), "x".repeat(200), "a b", "", "é", "a.b", "a\u0000", " a"]) {
      expect(isRecordId(id)).toBe(false);
    }
    for (const value of [null, undefined, 12, {}, ["a"]]) expect(isRecordId(value)).toBe(false);
  });

  it("traite une référence stockée invalide comme absente", () => {
    expect(recordIdOrNull("__s2__")).toBeNull();
    expect(recordIdOrNull(42)).toBeNull();
    expect(recordIdOrNull("cmd-1")).toBe("cmd-1");
  });

  it("dit en français où était l'identifiant refusé", () => {
    expect(invalidIdMessage("input.ids[2]")).toBe(
      "Identifiant invalide pour « input.ids[2] » : lettres sans accent, chiffres, « - » et « _ » seulement, 128 caractères au plus.",
    );
  });
});
