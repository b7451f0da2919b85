import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation, type Location } from "react-router-dom";
import { FullPageSpinner } from "../ui/FullPageSpinner";
import { ShellPlaceholder } from "./layout/ShellPlaceholder";
import { useAuth } from "./auth/AuthContext";
import { SessionUnreachable } from "./auth/SessionUnreachable";
import { HOME_PATH, LOGIN_ROUTE } from "./entryPaths";
import { usePageTitle } from "./usePageTitle";

const TwoStepRequired = lazy(() => import("../features/two-step/TwoStepRequired"));

/** The member's role requires two-step sign-in and this session lacks it: the console waits for it (docs/roles.md). */
function TwoStepGate() {
  usePageTitle("Validation en deux étapes");
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <TwoStepRequired />
    </Suspense>
  );
}

/** Where a guest was going before being sent to /login (kept in the location's state). */
export type LoginLocationState = { from?: Location };

/** Every screen but /login: guests go to /login, remembering where they wanted to go. */
export function RequireAdmin() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === "checking") return <ShellPlaceholder />;
  // Signed in, but the server did not answer: the session stays, the page says what to do.
  if (state.status === "unreachable") return <SessionUnreachable />;
  if (state.status === "twoStep") return <TwoStepGate />;
  if (state.status === "signedOut") {
    const loginState: LoginLocationState = { from: location };
    return <Navigate to={LOGIN_ROUTE.path} replace state={loginState} />;
  }
  return <Outlet />;
}

/** /login: a signed-in administrator goes back where they wanted to go, or to the dashboard. */
export function GuestOnly() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === "checking") return <FullPageSpinner />;
  if (state.status === "unreachable") return <SessionUnreachable />;
  if (state.status === "twoStep") return <TwoStepGate />;
  if (state.status === "admin") {
    const from = (location.state as LoginLocationState | null)?.from;
    return <Navigate to={from ?? HOME_PATH} replace />;
  }
  return <Outlet />;
}
