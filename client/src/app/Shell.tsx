import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { LiveProvider } from "../features/live/LiveProvider";
import { MediaStorageProvider } from "../ui/media/MediaStorageContext";
import { AccessDeniedPage } from "./AccessDeniedPage";
import { apolloClient } from "./apollo";
import { useAuth } from "./auth/AuthContext";
import { auth } from "./firebase";
import { AppLayout } from "./layout/AppLayout";
import { NotFoundPage } from "./NotFoundPage";
import { RoutePage } from "./RoutePage";
import { missingForRoute } from "./routeTable";
import { shellRoutes, type AppRoute } from "./routes";
import { currentSearch } from "./urlParams";

// shellChunk.ts starts the address's screen download as soon as this chunk arrives.
export { preloadEveryScreenInDev, preloadScreen } from "./routes";

/** The signed-in admin's ID token, for the media library's uploads (POST /storage/files). */
const idToken = async () => (await auth.currentUser?.getIdToken()) ?? null;

/**
 * An address with an old parameter name (a bookmark) is replaced by today's before the screen
 * renders, so screens read and write only today's names (urlParams.ts, docs/urls.md).
 */
function InTodaysVocabulary({ children }: { children: ReactNode }) {
  const location = useLocation();
  const search = currentSearch(location.search);
  if (search !== null) return <Navigate replace to={{ pathname: location.pathname, search, hash: location.hash }} state={location.state} />;
  return children;
}

/**
 * A screen the member's role opens renders; any other shows « Accès refusé » in its place, before
 * any of its queries leaves: no refusal to meet, no loop (docs/roles.md « Console »).
 */
function ForTheRole({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { permissions } = useAuth();
  const missing = missingForRoute(route, permissions);
  return missing.length === 0 ? children : <AccessDeniedPage missing={missing} />;
}

/**
 * Everything behind the sign-in, in its own chunk (docs/bundle.md): Apollo, the sidebar, the
 * route table and the screens load only once an administrator is signed in, never on /login.
 */
export default function Shell() {
  return (
    <ApolloProvider client={apolloClient}>
      <MediaStorageProvider getToken={idToken}>
        <LiveProvider>
          <Routes>
            <Route element={<AppLayout />}>
              {shellRoutes.map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={
                    <InTodaysVocabulary>
                      <ForTheRole route={route}>
                        <RoutePage route={route} />
                      </ForTheRole>
                    </InTodaysVocabulary>
                  }
                />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </LiveProvider>
      </MediaStorageProvider>
    </ApolloProvider>
  );
}
