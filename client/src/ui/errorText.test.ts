import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";
import { ERROR_TEXTS, errorText } from "./errorText";

const FALLBACK = "Impossible de charger les commandes";

const answered = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, { response: new Response(bodyText, { status }), bodyText });

let log: jest.SpyInstance;
beforeEach(() => (log = jest.spyOn(console, "error").mockImplementation(() => {})));
afterEach(() => jest.restoreAllMocks());

describe("le texte d'une erreur d'appel à l'API", () => {
  it("dit « Serveur injoignable » quand aucune réponse n'est venue (« Failed to fetch »)", () => {
    expect(errorText(new TypeError("Failed to fetch"), FALLBACK)).toBe(ERROR_TEXTS.unreachable);
  });

  it("dit que le serveur a rencontré une erreur pour un HTTP 5xx ou une erreur interne", () => {
    expect(errorText(answered(500, "Internal Server Error"), FALLBACK)).toBe(ERROR_TEXTS.serverFault);
    expect(errorText(answered(503, ""), FALLBACK)).toBe(ERROR_TEXTS.serverFault);
    const internal = new CombinedGraphQLErrors({ errors: [{ message: "ECONNREFUSED 10.0.0.1", extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
    expect(errorText(internal, FALLBACK)).toBe(ERROR_TEXTS.serverFault);
  });

  it("dit que le serveur est surchargé pour un HTTP 429, et qu'une réponse illisible est inattendue", () => {
    expect(errorText(answered(429, ""), FALLBACK)).toBe(ERROR_TEXTS.busy);
    const unreadable = new ServerParseError(new SyntaxError("Unexpected token <"), { response: new Response("<html>", { status: 200 }), bodyText: "<html>" });
    expect(errorText(unreadable, FALLBACK)).toBe(ERROR_TEXTS.unexpected);
  });

  it("garde tel quel le message que l'API a écrit en français (saisie invalide, refus, limite), même dans le corps d'un 4xx", () => {
    const bad = new CombinedGraphQLErrors({
      errors: [{ message: "Le paramètre « first » doit être un entier compris entre 1 et 100.", extensions: { code: "BAD_USER_INPUT" } }],
    });
    expect(errorText(bad, FALLBACK)).toBe("Le paramètre « first » doit être un entier compris entre 1 et 100.");
    const refused = answered(
      401,
      JSON.stringify({ errors: [{ message: "Authentification requise : connectez-vous.", extensions: { code: "UNAUTHENTICATED" } }] }),
    );
    expect(errorText(refused, FALLBACK)).toBe("Authentification requise : connectez-vous.");
    expect(log).not.toHaveBeenCalled();
  });

  it("ne montre jamais un message anglais de graphql-js ou d'une bibliothèque : le message par défaut de l'écran", () => {
    const validation = new CombinedGraphQLErrors({
      errors: [{ message: 'Cannot query field "orderz" on type "Query".', extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }],
    });
    expect(errorText(validation, FALLBACK)).toBe(FALLBACK);
    expect(errorText(new Error("socket hang up"), FALLBACK)).toBe(FALLBACK);
  });

  it("écrit la cause technique dans la console, une fois par erreur", () => {
    const error = new TypeError("Failed to fetch");
    errorText(error, FALLBACK);
    errorText(error, FALLBACK);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toContain(error);
  });
});
