import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { listLoadErrorMessage } from "./loadErrors";

describe("messages d'échec de chargement d'une liste", () => {
  it("dit « Permissions insuffisantes » quand le serveur refuse l'accès", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: "Accès refusé - Droits administrateur requis", extensions: { code: "FORBIDDEN" } }],
    });
    expect(listLoadErrorMessage(error, "Impossible de charger les commandes")).toBe(
      "Permissions insuffisantes. Vérifiez vos droits administrateur dans Firebase.",
    );
  });

  it("reconnaît le message Firestore de permissions manquantes", () => {
    expect(listLoadErrorMessage(new Error("Missing or insufficient permissions."), "x")).toBe(
      "Permissions Firestore insuffisantes. Contactez votre administrateur système.",
    );
  });

  it("donne le message que l'API a écrit en français, sinon une phrase française, sinon le message par défaut de l'écran", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const badCursor = new CombinedGraphQLErrors({
      errors: [{ message: "Le curseur de pagination « after » est invalide.", extensions: { code: "BAD_USER_INPUT" } }],
    });
    expect(listLoadErrorMessage(badCursor, "x")).toBe("Le curseur de pagination « after » est invalide.");
    expect(listLoadErrorMessage(new TypeError("Failed to fetch"), "x")).toBe("Serveur injoignable. Vérifiez votre connexion puis réessayez.");
    expect(listLoadErrorMessage(new Error("socket hang up"), "Impossible de charger les utilisateurs")).toBe("Impossible de charger les utilisateurs");
    expect(listLoadErrorMessage(null, "Impossible de charger les créations")).toBe("Impossible de charger les créations");
    jest.restoreAllMocks();
  });
});
