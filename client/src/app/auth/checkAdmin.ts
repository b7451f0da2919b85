import type { ApolloClient } from "@apollo/client";
import { RecordLoginDocument, type SessionUserFragment } from "../../gql/graphql";
import { apiErrorCode } from "../../ui/apiErrors";
import { ACCESS_DENIED, USER_FETCH_FAILED } from "./authErrors";

/**
 * What the server said of the signed-in person:
 * - admin: their record, isAdmin exactly true (spec §5–6);
 * - refused: a real answer that they may not use the console (the spec's refusal to show);
 * - unreachable: no answer (network, a 5xx, a proxy's error page): nothing is known of their
 *   rights, so the session is kept and the call tried again (issue 25).
 */
export type AdminCheck = { ok: true; user: SessionUserFragment } | { ok: false; refusal: string } | { ok: false; unreachable: true; cause: unknown };

/** Only these answers of the server refuse a session; anything else may be a passing failure. */
const REFUSALS: Record<string, string> = {
  FORBIDDEN: ACCESS_DENIED,
  UNAUTHENTICATED: USER_FETCH_FAILED,
};

/** The verdict on a failed call: a refusal by the server, or no answer. */
export function checkFailure(error: unknown): AdminCheck {
  const code = apiErrorCode(error);
  const refusal = code ? REFUSALS[code] : undefined;
  return refusal ? { ok: false, refusal } : { ok: false, unreachable: true, cause: error };
}

/**
 * Asks the server who is signed in (recordLogin also creates a missing record; it writes a login
 * only after a new sign-in: server/src/firestore/users/login.ts) and decides whether this person
 * may use the console: only a user record whose isAdmin is exactly true and that is not blocked
 * passes (spec §5–6).
 */
export async function checkAdmin(client: ApolloClient): Promise<AdminCheck> {
  try {
    const { data } = await client.mutate({ mutation: RecordLoginDocument });
    const user = data?.recordLogin.user;
    if (!user) return { ok: false, refusal: USER_FETCH_FAILED };
    // A blocked administrator has no access either: the server refuses them everything else.
    if (user.isAdmin !== true || user.isBlocked) return { ok: false, refusal: ACCESS_DENIED };
    return { ok: true, user };
  } catch (error) {
    return checkFailure(error);
  }
}
