import { GraphQLError } from "graphql";
import { createApolloServer, formatError } from "./apollo";
import type { Context } from "./context";
import { CostMeter } from "./firestore/cost";

// Only the caller matters before any resolver runs: these operations are refused or answered
// by Apollo itself, so no repository is ever reached.
const anonymousContext = () => ({ caller: { kind: "anonymous" }, meter: new CostMeter() }) as unknown as Context;

describe("configuration de production", () => {
  it("n'expose ni l'introspection ni les traces de pile", async () => {
    const server = createApolloServer({ development: false });
    await server.start();
    const response = await server.executeOperation(
      { query: "{ __schema { queryType { name } } }" },
      { contextValue: anonymousContext() },
    );
    await server.stop();
    expect(response.body.kind).toBe("single");
    const result = response.body.kind === "single" ? response.body.singleResult : null;
    expect(result?.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(result?.errors?.[0]?.extensions?.stacktrace).toBeUndefined();
  });

  it("remplace une erreur interne par un message générique en français", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const format = formatError({ development: false });
    const formatted = format(
      { message: "ECONNREFUSED 10.0.0.1", extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["at x"] } },
      new Error("ECONNREFUSED 10.0.0.1"),
    );
    expect(formatted).toEqual({
      message: "Erreur interne du serveur. Réessayez plus tard.",
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(log).toHaveBeenCalled(); // the real cause stays in the server's logs
    log.mockRestore();
  });

  it("laisse passer les erreurs attendues (refus, saisie invalide) telles quelles", () => {
    const format = formatError({ development: false });
    const refused = { message: "Accès refusé - Droits administrateur requis", extensions: { code: "FORBIDDEN" } };
    expect(format(refused, new GraphQLError(refused.message))).toEqual(refused);
  });
});

describe("limite de profondeur", () => {
  it("refuse une requête plus imbriquée que la limite, avec un message en français", async () => {
    const server = createApolloServer({ development: true }, { maxQueryDepth: 3 });
    await server.start();
    const query = "{ orders { edges { node { customer { email } } } } }";
    const response = await server.executeOperation({ query }, { contextValue: anonymousContext() });
    await server.stop();
    const result = response.body.kind === "single" ? response.body.singleResult : null;
    expect(result?.errors?.[0]?.message).toBe("La requête est trop imbriquée (profondeur maximale : 3).");
  });
});
