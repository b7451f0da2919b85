import { useApolloClient } from "@apollo/client/react";
import { onAuthStateChanged, signOut } from "firebase/auth";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { auth } from "../firebase";
import { forgetRecentItems } from "../../features/palette/recentItems";
import { notify } from "../../ui/notify";
import { clearNotifications } from "../../ui/notifications/notificationStore";
import { ACCESS_REVOKED, onAccessRevoked } from "./accessRevoked";
import { AuthContext, type AuthState } from "./AuthContext";
import { ACCESS_DENIED } from "./authErrors";
import { checkAdmin } from "./checkAdmin";

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, setState] = useState<AuthState>({ status: "checking" });
  // Survives the forced sign-out, so the login page can say why the session was closed.
  const refusal = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    let latest = 0;
    const unsubscribe = onAuthStateChanged(auth, async (firebaseUser) => {
      const call = ++latest;
      if (!firebaseUser) {
        // Spec: signing out clears what the session loaded, notifications included (and the palette's recent items).
        void client.clearStore();
        clearNotifications();
        forgetRecentItems();
        setState({ status: "signedOut", refusal: refusal.current });
        return;
      }
      setState({ status: "checking" });
      const verdict = await checkAdmin(client);
      // A newer auth event (or an unmount) has made this answer obsolete.
      if (!active || call !== latest) return;
      if (verdict.ok) {
        refusal.current = null;
        // A new session starts empty, whatever the last one's sign-out toast left behind.
        clearNotifications();
        setState({ status: "admin", user: verdict.user });
        return;
      }
      refusal.current = verdict.refusal;
      await signOut(auth).catch(() => undefined);
      if (active) setState({ status: "signedOut", refusal: verdict.refusal });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [client]);

  // Rights revoked while signed in: say so once, however many calls were refused, and sign out.
  const signedInAsAdmin = state.status === "admin";
  useEffect(() => {
    if (!signedInAsAdmin) return;
    let announced = false;
    return onAccessRevoked(() => {
      if (announced) return;
      announced = true;
      notify.error(ACCESS_REVOKED.title, ACCESS_REVOKED.message);
      refusal.current = ACCESS_DENIED;
      void signOut(auth).catch(() => undefined);
    });
  }, [signedInAsAdmin]);

  const clearRefusal = useCallback(() => {
    refusal.current = null;
    setState((current) =>
      current.status === "signedOut" ? { status: "signedOut", refusal: null } : current,
    );
  }, []);

  const logout = useCallback(async () => {
    try {
      refusal.current = null;
      await signOut(auth);
      notify.success("Déconnexion réussie", "À bientôt !");
      return true;
    } catch {
      notify.error("Erreur de déconnexion", "Une erreur s'est produite lors de la déconnexion");
      return false;
    }
  }, []);

  const value = useMemo(() => ({ state, clearRefusal, logout }), [state, clearRefusal, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
