import { GRAPHQL_URL } from "../../../scripts/lib/stack.cjs";

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
  extensions?: {
    cost?: { firestoreReads: number; firestoreQueries: number; ms: number; estimatedReads?: number };
    /** The gesture an audited write belongs to, and its first entry (« Annuler », docs/undo.md). */
    change?: { id: string; entryId: string; reversible: boolean };
  };
}

/** POSTs an operation to the `api` function in the Functions emulator, as the console does. */
export async function gql<T = Record<string, any>>(
  query: string,
  { variables, token, authorization, change }: { variables?: Record<string, unknown>; token?: string; authorization?: string; change?: string } = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  // The console's X-Atelier-Change header: one id per gesture (undo/changeScope.ts).
  if (change) headers["x-atelier-change"] = change;
  if (token) headers.authorization = `Bearer ${token}`;
  if (authorization) headers.authorization = authorization;
  const res = await fetch(GRAPHQL_URL, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
  return { status: res.status, ...((await res.json()) as object) };
}

export const errorCodes = (response: GraphQLResponse) => (response.errors ?? []).map((e) => e.extensions?.code);
