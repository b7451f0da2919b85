import type { ApolloClient } from "@apollo/client";
import { RecordLoginDocument, type SessionUserFragment } from "../../gql/graphql";
import { apiErrorCode } from "../../ui/apiErrors";
import { ACCESS_DENIED, USER_FETCH_FAILED } from "./authErrors";

export type AdminCheck = { ok: true; user: SessionUserFragment } | { ok: false; refusal: string };

/**
 * Records the login and decides whether this person may use the console: only a user record
 * whose isAdmin is exactly true and that is not blocked passes (spec §5–6).
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
    if (apiErrorCode(error) === "FORBIDDEN") return { ok: false, refusal: ACCESS_DENIED };
    return { ok: false, refusal: USER_FETCH_FAILED };
  }
}
