import { checkFeedbackReference, droppedReferenceFromData, droppedReferenceMessage, namedId } from "./feedbackReferences";

describe("référence d'un feedback à une commande ou une création", () => {
  it("garde la commande de l'auteur", () => {
    expect(checkFeedbackReference("ORDER", "cmd-1", "lea", { exists: true, userId: "lea" })).toEqual({ keep: "cmd-1" });
  });

  it("retire la commande d'un autre client, une commande inconnue, un id invalide", () => {
    expect(checkFeedbackReference("ORDER", "cmd-2", "lea", { exists: true, userId: "hugo" })).toEqual({
      dropped: { kind: "ORDER", id: "cmd-2", reason: "NOT_AUTHORS" },
    });
    expect(checkFeedbackReference("CREATION", "cr-9", "lea", { exists: false, userId: undefined })).toEqual({
      dropped: { kind: "CREATION", id: "cr-9", reason: "NOT_FOUND" },
    });
    expect(checkFeedbackReference("ORDER", "__s2__", "lea", undefined)).toEqual({ dropped: { kind: "ORDER", id: "__s2__", reason: "INVALID_ID" } });
    // Never read, even if something was: an invalid id is invalid.
    expect(checkFeedbackReference("ORDER", "a/b", "lea", { exists: true, userId: "lea" })).toMatchObject({ dropped: { reason: "INVALID_ID" } });
  });

  it("retire une référence quand l'auteur est inconnu", () => {
    expect(checkFeedbackReference("ORDER", "cmd-1", null, { exists: true, userId: null })).toMatchObject({ dropped: { reason: "NOT_AUTHORS" } });
  });

  it("dit pourquoi en une phrase française", () => {
    expect(droppedReferenceMessage({ kind: "ORDER", id: "cmd-2", reason: "NOT_AUTHORS" })).toBe(
      "Référence retirée : la commande « cmd-2 » n’appartient pas à l’auteur de ce feedback.",
    );
    expect(droppedReferenceMessage({ kind: "CREATION", id: "cr-9", reason: "NOT_FOUND" })).toBe("Référence retirée : la création « cr-9 » n’existe pas.");
    expect(droppedReferenceMessage({ kind: "ORDER", id: "x y", reason: "INVALID_ID" })).toBe(
      "Référence retirée : l’identifiant de commande donné par le client n’est pas valide.",
    );
  });

  it("relit ce qui est stocké et ignore le reste", () => {
    expect(namedId("  cmd-1 ")).toBe("cmd-1");
    expect(namedId("x".repeat(300))).toHaveLength(200);
    expect(droppedReferenceFromData({ kind: "ORDER", id: "cmd-2", reason: "NOT_AUTHORS" })).toEqual({ kind: "ORDER", id: "cmd-2", reason: "NOT_AUTHORS" });
    expect(droppedReferenceFromData({ kind: "USER", id: "u", reason: "NOT_FOUND" })).toBeNull();
    expect(droppedReferenceFromData("ORDER")).toBeNull();
  });
});
