import type { Fetcher, FetcherParams } from "@graphiql/toolkit";

/** What the server counted for one operation (`extensions.cost`, server/src/apollo.ts). */
export type OperationCost = {
  /** Absent when the operation was refused before it was measured. */
  estimatedReads?: number;
  firestoreReads: number;
  firestoreQueries: number;
  ms: number;
};

/** GraphiQL asks for the schema under this operation name (its `introspectionQueryName` default). */
export const SCHEMA_OPERATION_NAME = "IntrospectionQuery";

type Options = {
  /** The GraphQL endpoint, the one Apollo Client uses. */
  url: string;
  /** The signed-in user's ID token, fresh: Firebase refreshes it when it is about to expire. */
  getIdToken: () => Promise<string | undefined>;
  /**
   * Each answer to an operation the user ran (not GraphiQL's own schema request). `revokedRights`:
   * a FORBIDDEN that is not a role's refusal (reason PERMISSION), i.e. the session lost its rights.
   */
  onResponse: (response: { cost: OperationCost | null; errorCodes: string[]; revokedRights: boolean }) => void;
  fetch?: typeof fetch;
};

type Body = { data?: unknown; errors?: { extensions?: { code?: unknown; reason?: unknown } }[]; extensions?: { cost?: OperationCost } };

/**
 * GraphiQL's fetcher: a plain JSON POST carrying `Authorization: Bearer <ID token>`, asked of
 * Firebase on every request (never pasted, never stored), and the answer's cost handed to the page.
 * HTTP errors still carry a GraphQL body (401, 403, 400 QUERY_TOO_COMPLEX): GraphiQL shows it.
 */
export function createExplorerFetcher({ url, getIdToken, onResponse, fetch: send = fetch }: Options): Fetcher {
  return async (params: FetcherParams) => {
    const token = await getIdToken();
    const response = await send(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(params),
    });
    const body = (await response.json()) as Body;
    if (params.operationName !== SCHEMA_OPERATION_NAME) {
      const errorCodes = (body.errors ?? []).flatMap((e) => (typeof e.extensions?.code === "string" ? [e.extensions.code] : []));
      const revokedRights = (body.errors ?? []).some((e) => e.extensions?.code === "FORBIDDEN" && e.extensions.reason !== "PERMISSION");
      onResponse({ cost: body.extensions?.cost ?? null, errorCodes, revokedRights });
    }
    return body as Awaited<ReturnType<Fetcher>>;
  };
}
