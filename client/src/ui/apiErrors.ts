import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

/**
 * The `extensions.code` of a failed API call (e.g. "FORBIDDEN"). The server answers auth
 * failures with HTTP 401/403, which Apollo may surface either as GraphQL errors or, depending
 * on the response's content type, as a ServerError holding the body: both are handled.
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return firstCode(error.errors);
  if (ServerError.is(error)) {
    const fromBody = firstCode(parseErrors(error.bodyText));
    if (fromBody) return fromBody;
    if (error.statusCode === 401) return "UNAUTHENTICATED";
    if (error.statusCode === 403) return "FORBIDDEN";
  }
  return undefined;
}

type ErrorShape = { extensions?: Record<string, unknown> };

function firstCode(errors: ReadonlyArray<ErrorShape>): string | undefined {
  for (const error of errors) {
    const code = error.extensions?.code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

function parseErrors(bodyText: string): ErrorShape[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === "object" && body !== null && "errors" in body && Array.isArray(body.errors)) {
      return body.errors as ErrorShape[];
    }
  } catch {
    // Not JSON (a proxy's HTML error page, for instance): no code to read.
  }
  return [];
}

/** The `extensions.reason` of the first error that has a code (« PERMISSION » for a role's refusal). */
export function apiErrorReason(error: unknown): string | undefined {
  const errors = CombinedGraphQLErrors.is(error) ? error.errors : ServerError.is(error) ? parseErrors(error.bodyText) : [];
  const first = errors.find((e) => typeof e.extensions?.code === "string");
  const reason = first?.extensions?.reason;
  return typeof reason === "string" ? reason : undefined;
}

/**
 * A call refused because the caller's role lacks a permission (FORBIDDEN, reason PERMISSION,
 * docs/roles.md): the session is sound, the screen shows the API's French refusal where the
 * data would have been (ui/ErrorState), and nothing signs out.
 */
export const isPermissionRefusal = (error: unknown): boolean => apiErrorCode(error) === "FORBIDDEN" && apiErrorReason(error) === "PERMISSION";

/** The server's refusal of a session opened without the second factor the member's role requires (docs/roles.md). */
export const isTwoStepRefusal = (error: unknown): boolean => apiErrorCode(error) === "FORBIDDEN" && apiErrorReason(error) === "TWO_STEP_REQUIRED";

/**
 * A call refused because the caller is not (or no longer) an administrator: any FORBIDDEN that is
 * neither a role's refusal nor a missing second factor (the session is then checked again). The
 * shell announces it once and signs out (app/auth/accessRevoked.ts), so screens leave such errors
 * unreported.
 */
export const isAccessRefusal = (error: unknown): boolean => apiErrorCode(error) === "FORBIDDEN" && !isPermissionRefusal(error) && !isTwoStepRefusal(error);
