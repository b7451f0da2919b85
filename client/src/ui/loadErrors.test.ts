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

  it("donne le message de l'erreur, sinon le message par défaut de l'écran", () => {
    expect(listLoadErrorMessage(new Error("Délai dépassé"), "Impossible de charger les utilisateurs")).toBe("Délai dépassé");
    expect(listLoadErrorMessage(null, "Impossible de charger les créations")).toBe("Impossible de charger les créations");
  });
});
