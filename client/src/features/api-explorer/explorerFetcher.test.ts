import { createExplorerFetcher, SCHEMA_OPERATION_NAME, type OperationCost } from "./explorerFetcher";

const cost: OperationCost = { estimatedReads: 6, firestoreReads: 2, firestoreQueries: 1, ms: 12 };

function setup(answers: object[], tokens = ["jeton-1", "jeton-2"]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const responses: { cost: OperationCost | null; errorCodes: string[]; revokedRights: boolean }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return { json: async () => answers[requests.length - 1] } as Response;
  }) as typeof fetch;
  const queue = [...tokens];
  const fetcher = createExplorerFetcher({
    url: "/graphql",
    getIdToken: async () => queue.shift(),
    onResponse: (r) => responses.push(r),
    fetch: send,
  });
  return { fetcher, requests, responses };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe("le fetcher de l'explorateur GraphQL", () => {
  it("demande un jeton à Firebase à chaque requête et l'envoie en Bearer, en JSON vers l'URL de l'API", async () => {
    const { fetcher, requests } = setup([{ data: { me: null } }, { data: { me: null } }]);
    await fetcher({ query: "{ me { email } }", operationName: null });
    await fetcher({ query: "{ me { email } }", operationName: null });
    expect(requests.map((r) => r.url)).toEqual(["/graphql", "/graphql"]);
    expect(requests.map((r) => headersOf(r.init).authorization)).toEqual(["Bearer jeton-1", "Bearer jeton-2"]);
    expect(headersOf(requests[0]!.init)["content-type"]).toBe("application/json");
    expect(JSON.parse(requests[0]!.init.body as string)).toEqual({ query: "{ me { email } }", operationName: null });
  });

  it("n'envoie pas d'en-tête Authorization sans utilisateur connecté", async () => {
    const { fetcher, requests } = setup([{ errors: [] }], []);
    await fetcher({ query: "{ me { email } }" });
    expect(headersOf(requests[0]!.init)).not.toHaveProperty("authorization");
  });

  it("rend la réponse telle quelle et en transmet le coût et les codes d'erreur", async () => {
    const answer = { data: { me: { email: "a@b.fr" } }, errors: [{ message: "x", extensions: { code: "FORBIDDEN" } }], extensions: { cost } };
    const { fetcher, responses } = setup([answer, { data: {} }]);
    expect(await fetcher({ query: "{ me { email } }" })).toEqual(answer);
    await fetcher({ query: "{ __typename }" });
    expect(responses).toEqual([
      { cost, errorCodes: ["FORBIDDEN"], revokedRights: true },
      { cost: null, errorCodes: [], revokedRights: false },
    ]);
  });

  it("distingue le refus d'un rôle (raison PERMISSION) des droits retirés", async () => {
    const refusal = {
      errors: [{ message: "Accès refusé - votre rôle ne permet pas\u00a0: Finances", extensions: { code: "FORBIDDEN", reason: "PERMISSION" } }],
    };
    const { fetcher, responses } = setup([refusal]);
    await fetcher({ query: "{ financeSummary { total } }" });
    expect(responses).toEqual([{ cost: null, errorCodes: ["FORBIDDEN"], revokedRights: false }]);
  });

  it("ne compte pas la requête de schéma de GraphiQL comme une requête de l'utilisateur", async () => {
    const { fetcher, responses, requests } = setup([{ data: { __schema: {} }, extensions: { cost } }]);
    await fetcher({ query: "query IntrospectionQuery { __schema { queryType { name } } }", operationName: SCHEMA_OPERATION_NAME });
    expect(headersOf(requests[0]!.init).authorization).toBe("Bearer jeton-1");
    expect(responses).toEqual([]);
  });
});
