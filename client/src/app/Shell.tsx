import { ApolloProvider } from "@apollo/client/react";
import { Route, Routes } from "react-router-dom";
import { MediaStorageProvider } from "../ui/media/MediaStorageContext";
import { apolloClient } from "./apollo";
import { auth } from "./firebase";
import { AppLayout } from "./layout/AppLayout";
import { NotFoundPage } from "./NotFoundPage";
import { RoutePage } from "./RoutePage";
import { shellRoutes } from "./routes";

// shellChunk.ts starts the address's screen download as soon as this chunk arrives.
export { preloadEveryScreenInDev, preloadScreen } from "./routes";

/** The signed-in admin's ID token, for the media library's uploads (POST /storage/files). */
const idToken = async () => (await auth.currentUser?.getIdToken()) ?? null;

/**
 * Everything behind the sign-in, in its own chunk (docs/bundle.md): Apollo, the sidebar, the
 * route table and the screens load only once an administrator is signed in, never on /login.
 */
export default function Shell() {
  return (
    <ApolloProvider client={apolloClient}>
      <MediaStorageProvider getToken={idToken}>
        <Routes>
          <Route element={<AppLayout />}>
            {shellRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </MediaStorageProvider>
    </ApolloProvider>
  );
}
