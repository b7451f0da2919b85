import type { Permission } from "@atelier/domain/staff/permissions";
import { onAuthStateChanged, signOut } from "firebase/auth";
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { auth } from "../firebase";
import { forgetRecentItems } from "../../features/palette/recentItems";
import { clearNotifications } from "../../ui/notifications/notificationStore";
import { ACCESS_REVOKED, onAccessRevoked, onTwoStepRequired } from "./accessRevoked";
import { AuthContext, type AuthState } from "./AuthContext";
import { ACCESS_DENIED } from "./authErrors";
import type { AdminCheck } from "./checkAdmin";
import { checkWithRetries } from "./sessionRetry";
import { loadShell } from "../shellChunk";

type AdminSession = typeof import("./adminSession");

/** The toasts' module (and Chakra's toast store) loads when a toast is due, not with /login. */
const toast = () => import("../../ui/notify").then(({ notify }) => notify);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "checking" });
  // Survives the forced sign-out, so the login page can say why the session was closed.
  const refusal = useRef<string | null>(null);
  // Apollo loads with the first signed-in user only (docs/bundle.md): /login never downloads it.
  const session = useRef<Promise<AdminSession> | null>(null);

  // Checks the signed-in person again (« Réessayer » when the server could not be reached).
  const recheck = useRef<() => void>(() => undefined);

  useEffect(() => {
    // A chunk that failed to download (network) is tried again with the next check.
    const adminCheck = async (): Promise<AdminCheck> => {
      session.current ??= import("./adminSession");
      try {
        return await (await session.current).checkSignedInAdmin();
      } catch (cause) {
        session.current = null;
        return { ok: false, unreachable: true, cause };
      }
    };
    let active = true;
    let latest = 0;

    const check = async () => {
      const call = ++latest;
      const current = () => active && call === latest;
      setState({ status: "checking" });
      // The shell's chunk downloads while the admin check runs.
      void loadShell().catch(() => undefined);
      // A passing failure (network, 5xx) is tried again; the session is not closed for it.
      const verdict = await checkWithRetries(adminCheck, { stillWanted: current });
      // A newer auth event (or an unmount) has made this answer obsolete.
      if (!current()) return;
      if (verdict.ok) {
        refusal.current = null;
        // A new session starts empty, whatever the last one's sign-out toast left behind.
        clearNotifications();
        // The role requires a second factor this session's token lacks: the server refuses it all.
        const twoStepMissing = verdict.user.twoStepRequired && !verdict.user.secondFactor;
        // The shell and the screen draw in a transition: React yields to the browser every few
        // milliseconds instead of holding the main thread for the whole first draw (total
        // blocking time, docs/performance.md); the console's frame stays until the shell is ready.
        startTransition(() => setState(twoStepMissing ? { status: "twoStep", user: verdict.user } : { status: "admin", user: verdict.user }));
        return;
      }
      if ("unreachable" in verdict) {
        // Nothing is known of this person's rights: keep the session, say so, offer to retry.
        setState({ status: "unreachable" });
        return;
      }
      refusal.current = verdict.refusal;
      await signOut(auth).catch(() => undefined);
      if (active) setState({ status: "signedOut", refusal: verdict.refusal });
    };
    recheck.current = () => {
      if (auth.currentUser) void check();
    };

    const unsubscribe = onAuthStateChanged(auth, async (firebaseUser) => {
      if (!firebaseUser) {
        ++latest;
        // Spec: signing out clears what the session loaded, notifications included (and the palette's recent items).
        void session.current?.then((api) => api.clearApiCache()).catch(() => undefined);
        clearNotifications();
        forgetRecentItems();
        setState({ status: "signedOut", refusal: refusal.current });
        return;
      }
      await check();
    });
    return () => {
      active = false;
      recheck.current = () => undefined;
      unsubscribe();
    };
  }, []);

  // Rights revoked while signed in: say so once, however many calls were refused, and sign out.
  const signedInAsAdmin = state.status === "admin";
  useEffect(() => {
    if (!signedInAsAdmin) return;
    let announced = false;
    return onAccessRevoked((reason) => {
      if (announced) return;
      announced = true;
      void toast().then((notify) => notify.error(ACCESS_REVOKED.title, reason ?? ACCESS_REVOKED.message));
      refusal.current = reason ?? ACCESS_DENIED;
      void signOut(auth).catch(() => undefined);
    });
  }, [signedInAsAdmin]);

  // The role now requires a second factor this session lacks: check again (→ the two-step page).
  useEffect(() => (signedInAsAdmin ? onTwoStepRequired(() => recheck.current()) : undefined), [signedInAsAdmin]);

  const clearRefusal = useCallback(() => {
    refusal.current = null;
    setState((current) => (current.status === "signedOut" ? { status: "signedOut", refusal: null } : current));
  }, []);

  const logout = useCallback(async () => {
    try {
      refusal.current = null;
      await signOut(auth);
      void toast().then((notify) => notify.success("Déconnexion réussie", "À bientôt !"));
      return true;
    } catch {
      void toast().then((notify) => notify.error("Erreur de déconnexion", "Une erreur s'est produite lors de la déconnexion"));
      return false;
    }
  }, []);

  const retry = useCallback(() => recheck.current(), []);

  // The server's list, as the session query returned it: the console follows it, never decides.
  const permissions = useMemo<readonly Permission[]>(() => (state.status === "admin" ? state.user.permissions : []), [state]);
  const roleName = state.status === "admin" ? (state.user.roleName ?? null) : null;
  const can = useCallback((permission: Permission) => permissions.includes(permission), [permissions]);

  const value = useMemo(
    () => ({ state, clearRefusal, logout, retry, can, permissions, roleName }),
    [state, clearRefusal, logout, retry, can, permissions, roleName],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
