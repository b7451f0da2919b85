import type { DecodedIdToken } from "firebase-admin/auth";
import { adminAuth } from "./firebase";
import type { Repositories } from "./firestore";
import type { CostMeter } from "./firestore/cost";
import type { UserRecord } from "./firestore/users";
import type { Loaders } from "./loaders";
import type { FileStorage } from "./storage";

/** Who is calling, as far as the ID token says (admin rights are decided from the user record). */
export type Caller = { kind: "anonymous" } | { kind: "invalid" } | { kind: "signedIn"; uid: string; token: DecodedIdToken };

export interface Context {
  caller: Caller;
  meter: CostMeter;
  repos: Repositories;
  loaders: Loaders;
  storage: FileStorage;
  /** The caller's user record, loaded through the request's DataLoader. */
  callerRecord(): Promise<UserRecord | null>;
}

/**
 * The Admin SDK's answers that say the token itself is refused: malformed or wrongly signed,
 * expired, revoked, or its account disabled or deleted. Any other failure (Auth unreachable, its
 * internal error) says nothing about the token.
 */
const TOKEN_REFUSALS = new Set(["auth/argument-error", "auth/id-token-expired", "auth/id-token-revoked", "auth/user-disabled", "auth/user-not-found"]);

/**
 * Who the Authorization header names. A refused token is « invalid » (UNAUTHENTICATED, and the
 * console ends the session); a failure to check it is thrown, so the request fails as an internal
 * error the console offers to retry, instead of signing out an administrator whose token is good.
 */
export async function identifyCaller(authorization: string | undefined): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!match?.[1]) return authorization ? { kind: "invalid" } : { kind: "anonymous" };
  try {
    // checkRevoked also refuses the token of a deleted or disabled account, which would
    // otherwise stay valid until it expires (up to an hour).
    const token = await adminAuth().verifyIdToken(match[1], true);
    return { kind: "signedIn", uid: token.uid, token };
  } catch (error) {
    if (TOKEN_REFUSALS.has((error as { code?: unknown }).code as string)) return { kind: "invalid" };
    throw error;
  }
}
