import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { reportAnswer, reportFailure, undoEntryOf, userErrorsOrThrow } from "./mutationReport";

// A failure's technical cause goes to the console (ui/errorText.ts): silent here.
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

type Data = { changeOrderStatus: { order: { id: string } | null; userErrors: { field: string[] | null; message: string; code: string | null }[] } };

const payload = (data: Data) => data.changeOrderStatus;
const messages = { failure: "Changement de statut impossible", refusal: "Changement de statut refusé" } as const;
const refused = (...texts: string[]): Data => ({
  changeOrderStatus: { order: null, userErrors: texts.map((message) => ({ field: ["input", "status"], message, code: "INVALID" })) },
});
const saved: Data = { changeOrderStatus: { order: { id: "o1" }, userErrors: [] } };

describe("ce qu'annonce une modification enregistrée", () => {
  it("réussit sans toast quand l'appelant n'en demande pas", () => {
    expect(reportAnswer(saved, payload, messages)).toEqual({ result: { ok: true, data: saved, userErrors: [], undoEntryId: null }, toasts: [] });
  });

  it("donne « Annuler » au toast d'une modification que le serveur dit annulable, et seulement à elle (docs/undo.md)", () => {
    const reversible = undoEntryOf({ change: { id: "c", entryId: "e1", reversible: true } });
    expect(reversible).toBe("e1");
    const report = reportAnswer(saved, payload, { ...messages, success: { title: "Statut changé" } }, reversible);
    expect(report.toasts).toEqual([{ type: "success", title: "Statut changé", undo: "e1" }]);
    expect(report.result.undoEntryId).toBe("e1");
    expect(undoEntryOf({ change: { id: "c", entryId: "e1", reversible: false } })).toBeNull();
    expect(undoEntryOf({ cost: {} })).toBeNull();
    expect(undoEntryOf(undefined)).toBeNull();
    // A refusal writes nothing: nothing to undo.
    expect(reportAnswer(refused("Transition interdite"), payload, messages, "e1").toasts[0]).not.toHaveProperty("undo");
  });

  it("annonce le succès, d'un texte fixe ou lu dans la réponse", () => {
    expect(reportAnswer(saved, payload, { ...messages, success: { title: "Statut changé" } }).toasts).toEqual([{ type: "success", title: "Statut changé" }]);
    const fromAnswer = reportAnswer(saved, payload, { ...messages, success: (data) => ({ title: "Commande", message: data.changeOrderStatus.order?.id }) });
    expect(fromAnswer.toasts).toEqual([{ type: "success", title: "Commande", message: "o1" }]);
  });
});

describe("ce qu'annonce un refus du serveur (userErrors)", () => {
  it("montre le premier message dans un toast d'erreur et rend les userErrors au formulaire", () => {
    const report = reportAnswer(refused("Transition interdite", "Autre"), payload, { ...messages, success: { title: "jamais" } });
    expect(report.toasts).toEqual([{ type: "error", title: "Changement de statut refusé", message: "Transition interdite" }]);
    expect(report.result).toMatchObject({ ok: false, problem: "Transition interdite" });
    expect(report.result.userErrors.map((e) => e.message)).toEqual(["Transition interdite", "Autre"]);
  });

  it("ne montre aucun toast quand le formulaire lie les erreurs à ses champs", () => {
    const report = reportAnswer(refused("Nom requis"), payload, { ...messages, refusal: false });
    expect(report.toasts).toEqual([]);
    expect(report.result.userErrors[0]?.field).toEqual(["input", "status"]);
  });

  it("montre chaque message quand l'appelant le demande", () => {
    const report = reportAnswer(refused("a introuvable", "b introuvable"), payload, { ...messages, everyUserError: true });
    expect(report.toasts.map((t) => t.message)).toEqual(["a introuvable", "b introuvable"]);
  });
});

describe("ce qu'annonce un échec de l'appel", () => {
  it("montre « … impossible » avec la cause en français, jamais le « Failed to fetch » du navigateur", () => {
    const report = reportFailure(new TypeError("Failed to fetch"), messages);
    const problem = "Serveur injoignable. Vérifiez votre connexion puis réessayez.";
    expect(report.toasts).toEqual([{ type: "error", title: "Changement de statut impossible", message: problem }]);
    expect(report.result).toEqual({ ok: false, data: undefined, userErrors: [], problem });
  });

  it("laisse à l'application l'annonce d'une session qui a perdu ses droits (FORBIDDEN)", () => {
    const forbidden = new CombinedGraphQLErrors({ errors: [{ message: "Accès refusé", extensions: { code: "FORBIDDEN" } }] });
    const report = reportFailure(forbidden, messages);
    expect(report.toasts).toEqual([]);
    expect(report.result.ok).toBe(false);
  });

  it("montre le refus d'un rôle (raison PERMISSION) tel que l'API l'a écrit : la session reste", () => {
    const message = "Accès refusé - votre rôle ne permet pas\u00a0: Remboursements";
    const refused = new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: "FORBIDDEN", reason: "PERMISSION" } }] });
    const report = reportFailure(refused, messages);
    expect(report.toasts).toEqual([{ type: "error", title: "Changement de statut impossible", message }]);
  });
});

describe("résultat remis à un formulaire (FormDialog)", () => {
  it("rend les userErrors d'un refus, aucune pour un succès, et lève l'échec pour l'alerte", () => {
    expect(userErrorsOrThrow(reportAnswer(refused("Nom requis"), payload, messages).result).map((e) => e.message)).toEqual(["Nom requis"]);
    expect(userErrorsOrThrow(reportAnswer(saved, payload, messages).result)).toEqual([]);
    expect(() => userErrorsOrThrow(reportFailure(new TypeError("Failed to fetch"), messages).result)).toThrow("Serveur injoignable");
  });
});
