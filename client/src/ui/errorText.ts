/**
 * The one French text an administrator reads for a failed call, whatever failed: the browser's
 * "Failed to fetch", Apollo's "Response not successful: Received status code 500" or a server
 * fault never reach the screen. What the API wrote for the admin (a refusal, a bad argument, a
 * limit: server/src/errors.ts, all in French) is shown as written. The technical cause goes to
 * the browser's console, once per error, for whoever debugs it.
 *
 *   errorText(error, "Impossible de charger les commandes")
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";

export const ERROR_TEXTS = {
  unreachable: "Serveur injoignable. Vérifiez votre connexion puis réessayez.",
  serverFault: "Le serveur a rencontré une erreur. Réessayez dans un instant.",
  busy: "Le serveur est surchargé. Réessayez dans un instant.",
  unexpected: "Le serveur a envoyé une réponse inattendue. Rechargez la page puis réessayez.",
} as const;

/** The codes whose message the API writes in French for the admin (server/src/errors.ts, limits/). */
const WRITTEN_FOR_THE_ADMIN = new Set(["BAD_USER_INPUT", "FORBIDDEN", "UNAUTHENTICATED", "PAYLOAD_TOO_LARGE", "QUERY_TOO_COMPLEX"]);

type GraphQLErrorShape = { message?: unknown; extensions?: Record<string, unknown> };

/** The first message the API wrote for the admin among `errors`, if any. */
function adminMessage(errors: ReadonlyArray<GraphQLErrorShape>): string | undefined {
  for (const error of errors) {
    const code = error.extensions?.code;
    if (typeof code === "string" && WRITTEN_FOR_THE_ADMIN.has(code) && typeof error.message === "string" && error.message) return error.message;
  }
  return undefined;
}

function bodyErrors(bodyText: string): GraphQLErrorShape[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === "object" && body !== null && "errors" in body && Array.isArray(body.errors)) return body.errors as GraphQLErrorShape[];
  } catch {
    // Not JSON (a proxy's HTML error page): nothing written for the admin.
  }
  return [];
}

function byStatus(statusCode: number): string | undefined {
  if (statusCode === 429) return ERROR_TEXTS.busy;
  if (statusCode >= 500) return ERROR_TEXTS.serverFault;
  return undefined;
}

/** fetch() rejects with a TypeError when no answer came at all (offline, refused, CORS, aborted by a proxy). */
const isNetworkFailure = (error: unknown) => error instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false);

/** What the API wrote for the admin in a failed answer, if it did. */
function writtenForTheAdmin(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return adminMessage(error.errors);
  if (ServerError.is(error)) return adminMessage(bodyErrors(error.bodyText));
  return undefined;
}

function translate(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR")) return ERROR_TEXTS.serverFault;
    return fallback;
  }
  if (ServerError.is(error)) return byStatus(error.statusCode) ?? fallback;
  if (ServerParseError.is(error)) return byStatus(error.statusCode) ?? ERROR_TEXTS.unexpected;
  if (isNetworkFailure(error)) return ERROR_TEXTS.unreachable;
  return fallback;
}

const logged = new WeakSet<object>();

/** Writes the technical cause to the console, once per error object (screens compute texts on every render). */
function logCause(error: unknown, text: string): void {
  if (error === null || error === undefined) return;
  if (typeof error === "object") {
    if (logged.has(error)) return;
    logged.add(error);
  }
  console.error(`API call failed (shown to the admin: "${text}")`, error);
}

/** The French text to show for `error`; `fallback` says what failed when nothing more precise is known. */
export function errorText(error: unknown, fallback: string): string {
  const written = writtenForTheAdmin(error);
  if (written) return written;
  const text = translate(error, fallback);
  logCause(error, text);
  return text;
}
