import { getApps, initializeApp, type App } from "firebase-admin/app";
import { DEMO_ADMIN, GRAPHQL_URL, HOST, PORTS, PROJECT_ID } from "../lib/stack.cjs";

export function benchApp(): App {
  return getApps().find((a) => a.name === "bench") ?? initializeApp({ projectId: PROJECT_ID }, "bench");
}

/** ID token of an account of the demo data (the Auth emulator's password sign-in). */
export async function signIn(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in of ${account.email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export const adminToken = (): Promise<string> => signIn(DEMO_ADMIN);

import type { GraphQLBody } from "./measure";

export async function postGraphQL(token: string, query: string, variables?: Record<string, unknown>): Promise<GraphQLBody> {
  const res = await fetch(GRAPHQL_URL, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLBody;
}
