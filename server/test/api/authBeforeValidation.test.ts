/**
 * Issue 24, point 7: without a valid token every operation answers 401, whatever its text —
 * an unknown field, a syntax error, a fragment cycle — so that an anonymous caller cannot map
 * the schema from graphql's validation messages. Introspection stays as README describes: open
 * to any caller in development (the emulators), an admin operation elsewhere.
 */
import { GRAPHQL_URL } from "../../../scripts/lib/stack.cjs";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, createCustomer } from "../support/identities";

const UNAUTHENTICATED = "Authentification requise : connectez-vous pour accéder à l’administration.";

const DOCUMENTS: [string, string][] = [
  ["un champ inconnu", "{ secretField }"],
  ["un champ inconnu sous un champ connu", "{ orders { edges { node { cardNumber } } } }"],
  ["un argument inconnu", "{ orders(limit: 5) { totalCount } }"],
  ["une erreur de syntaxe", "{ orders { "],
  ["un cycle de fragments", "query { ...A } fragment A on Query { ...A }"],
  ["recordLogin avec un champ inconnu", "mutation { recordLogin { user { password } } }"],
  ["une introspection mêlée à une donnée", "{ __schema { queryType { name } } users { totalCount } }"],
];

describe("l'authentification passe avant la validation", () => {
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    await clearEmulators();
    admin = (await createAdmin()).token;
    customer = (await createCustomer()).token;
  });

  for (const [what, query] of DOCUMENTS) {
    for (const [who, authorization] of [
      ["sans jeton", undefined],
      ["avec un jeton invalide", "Bearer pas-un-jeton"],
    ] as const) {
      it(`répond 401 à ${what} ${who}, sans rien lire ni écrire`, async () => {
        const before = await dumpDatabase();
        const response = await gql(query, { authorization });
        expect(response.status).toBe(401);
        expect(response.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[UNAUTHENTICATED, "UNAUTHENTICATED"]]);
        expect(JSON.stringify(response)).not.toMatch(/Cannot query|Did you mean|Syntax Error|secretField|cardNumber/);
        expect(await dumpDatabase()).toEqual(before);
      });
    }
  }

  it("répond 401 aussi à une requête GET anonyme", async () => {
    const res = await fetch(`${GRAPHQL_URL}?query=${encodeURIComponent("{ secretField }")}`, { headers: { "apollo-require-preflight": "1" } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
  });

  it("laisse un administrateur voir l'erreur de validation de graphql, jamais un 500", async () => {
    const unknown = await gql("{ secretField }", { token: admin });
    expect(unknown.status).toBe(400);
    expect(errorCodes(unknown)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
    const cycle = await gql("query { ...A } fragment A on Query { ...A }", { token: admin });
    expect(cycle.status).toBe(400);
    expect(cycle.errors?.map((e) => e.message)).toEqual(['Cannot spread fragment "A" within itself.']);
  });

  it("laisse recordLogin à tout appelant connecté, client compris, comme avant", async () => {
    const response = await gql("mutation { recordLogin { user { isAdmin } } }", { token: customer });
    expect(response.status).toBe(200);
    expect(response.data?.recordLogin.user.isAdmin).toBe(false);
    expect((await gql("mutation { recordLogin { user { isAdmin } } }")).status).toBe(401);
  });

  it("laisse l'introspection ouverte à tous en développement (les émulateurs), et rien d'autre", async () => {
    const response = await gql("{ __schema { queryType { name } } }");
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });
});
