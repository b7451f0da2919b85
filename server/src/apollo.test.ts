import { GraphQLError } from "graphql";
import { createApolloServer, formatError } from "./apollo";
import type { Context } from "./context";
import { CostMeter } from "./firestore/cost";

// Only the caller matters before any resolver runs: these operations are refused or answered
// by Apollo itself, so no repository is ever reached.
const anonymousContext = () => ({ caller: { kind: "anonymous" }, meter: new CostMeter() }) as unknown as Context;

const signedInContext = (record: Record<string, unknown> | null) =>
  ({
    caller: { kind: "signedIn", uid: "u1", token: {} },
    meter: new CostMeter(),
    callerRecord: async () => record,
  }) as unknown as Context;

async function run(development: boolean, query: string, contextValue: Context, request: { query: string; variables?: Record<string, unknown> } = { query }) {
  const server = createApolloServer({ development });
  await server.start();
  const response = await server.executeOperation(request, { contextValue });
  await server.stop();
  const result = response.body.kind === "single" ? response.body.singleResult : null;
  return { status: response.http.status, result };
}

describe("configuration de production", () => {
  it("n'expose ni l'introspection ni les traces de pile à un appelant anonyme", async () => {
    const { result } = await run(false, "{ __schema { queryType { name } } }", anonymousContext());
    // Introspection is decided per caller (below), so the anonymous caller is refused as for anything else.
    expect(result?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(result?.data ?? null).toBeNull();
    expect(result?.errors?.[0]?.extensions?.stacktrace).toBeUndefined();
  });

  it("ne souffle pas le schéma (« Did you mean … ») dans les erreurs", async () => {
    const production = await run(false, "{ orderz { totalCount } }", anonymousContext());
    expect(production.result?.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(production.result?.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const badVariable = await run(false, "", signedInContext({ isAdmin: true }), {
      query: "query Q($s: OrderStatus) { orderStatusCounts(filter: { status: $s }) { count } }",
      variables: { s: "PAIDD" },
    });
    expect(badVariable.result?.errors?.[0]?.message).toMatch(/^Variable "\$s" got invalid value "PAIDD"/);
    expect(badVariable.result?.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const development = await run(true, "{ orderz { totalCount } }", anonymousContext());
    expect(development.result?.errors?.[0]?.message).toMatch(/Did you mean .*"orders"/);
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

describe("introspection", () => {
  const query = '{ __type(name: "SessionProfile") { description fields { name } } }';

  it("est ouverte aux administrateurs connectés dans tous les environnements, descriptions comprises", async () => {
    for (const development of [false, true]) {
      const { result } = await run(development, query, signedInContext({ isAdmin: true }));
      expect(result?.errors).toBeUndefined();
      expect(result?.data?.__type).toMatchObject({ description: expect.stringContaining("Scalar fields only") });
    }
  });

  it("n'est ouverte aux appelants anonymes et aux non-administrateurs qu'en développement", async () => {
    expect((await run(true, query, anonymousContext())).result?.errors).toBeUndefined();
    expect((await run(true, query, signedInContext({ isAdmin: false }))).result?.errors).toBeUndefined();
    const anonymous = await run(false, query, anonymousContext());
    expect(anonymous.status).toBe(401);
    expect(anonymous.result?.data ?? null).toBeNull();
    const customer = await run(false, query, signedInContext({ isAdmin: false }));
    expect(customer.status).toBe(403);
    expect(customer.result?.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(customer.result?.data ?? null).toBeNull();
  });
});

describe("documents refusés avant toute lecture", () => {
  it("répond 400 avec le message de graphql à un cycle de fragments, sans erreur interne", async () => {
    const { status, result } = await run(false, "query { ...A } fragment A on Query { ...A }", anonymousContext());
    expect(status).toBe(400);
    expect(result?.errors?.map((e) => e.message)).toEqual(['Cannot spread fragment "A" within itself.']);
    expect(result?.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("refuse un document de plus de 3 000 jetons dès l'analyse, avec QUERY_TOO_COMPLEX", async () => {
    const query = `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: orders(first: 1) { totalCount }`).join(" ")} }`;
    const { status, result } = await run(false, query, signedInContext({ isAdmin: true }));
    expect(status).toBe(400);
    expect(result?.errors?.[0]).toEqual({
      message: "Requête trop longue : plus de 3000 éléments de syntaxe.",
      extensions: { code: "QUERY_TOO_COMPLEX", estimatedReads: null, budget: 1000, maxTokens: 3000 },
    });
  });

  it("refuse une opération trop coûteuse avant de lire la fiche de l'appelant", async () => {
    const callerRecord = jest.fn(async () => ({ isAdmin: true }));
    const context = { ...signedInContext(null), callerRecord } as unknown as Context;
    const query = `{ ${Array.from({ length: 6 }, (_, i) => `a${i}: orders(first: 100) { edges { node { customer { email } } } }`).join(" ")} }`;
    const { status, result } = await run(false, query, context);
    expect(status).toBe(400);
    expect(result?.errors?.[0]?.extensions).toEqual({ code: "QUERY_TOO_COMPLEX", estimatedReads: 1207, budget: 1000 });
    expect(callerRecord).not.toHaveBeenCalled();
  });
});
