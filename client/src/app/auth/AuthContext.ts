import { createContext, useContext } from "react";
import type { SessionUserFragment } from "../../gql/graphql";

/**
 * - checking: Firebase has not answered yet, or the signed-in user's record is being checked;
 * - signedOut: nobody, with the reason when the last sign-in was refused;
 * - admin: an administrator (isAdmin exactly true) is signed in.
 */
export type AuthState =
  | { status: "checking" }
  | { status: "signedOut"; refusal: string | null }
  | { status: "admin"; user: SessionUserFragment };

export type AuthContextValue = {
  state: AuthState;
  /** Forgets the last refusal, when the person tries again. */
  clearRefusal: () => void;
  /** Signs out, clears every cached datum and says goodbye (or why it failed) in a toast. */
  logout: () => Promise<boolean>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
