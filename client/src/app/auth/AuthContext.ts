import { createContext, useContext } from "react";
import type { Permission } from "@atelier/domain/staff/permissions";
import type { SessionUserFragment } from "../../gql/graphql";

/**
 * - checking: Firebase has not answered yet, or the signed-in user's record is being checked;
 * - signedOut: nobody, with the reason when the last sign-in was refused;
 * - admin: an administrator (isAdmin exactly true) is signed in;
 * - unreachable: someone is signed in, but the server did not answer the check, even after a few
 *   tries (network, 5xx): the session is kept, the console says so and offers to retry;
 * - twoStep: an administrator whose role requires two-step sign-in, in a session opened without
 *   it: the server refuses them everything, the console asks for the second factor.
 */
export type AuthState =
  | { status: "checking" }
  | { status: "signedOut"; refusal: string | null }
  | { status: "admin"; user: SessionUserFragment }
  | { status: "unreachable" }
  | { status: "twoStep"; user: SessionUserFragment };

export type AuthContextValue = {
  state: AuthState;
  /** Forgets the last refusal, when the person tries again. */
  clearRefusal: () => void;
  /** Signs out, clears every cached datum and says goodbye (or why it failed) in a toast. */
  logout: () => Promise<boolean>;
  /** Checks the signed-in person again (after « unreachable »). */
  retry: () => void;
  /**
   * Whether the signed-in member's role allows `permission`: the server's list, from the session
   * (SessionProfile.permissions), never decided here (docs/roles.md « Console »). False signed out.
   */
  can: (permission: Permission) => boolean;
  /** The signed-in member's permissions, as the server listed them (empty signed out). */
  permissions: readonly Permission[];
  /** Their role's French name (« Préparation »), null signed out. */
  roleName: string | null;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

/** The signed-in member's `can`, for screens that show or hide an action (docs/roles.md « Console »). */
export const useCan = (): AuthContextValue["can"] => useAuth().can;
