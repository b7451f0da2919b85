import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { RouterProvider } from "react-router-dom";
import { apolloClient } from "./apollo";
import { AppToaster } from "./AppToaster";
import { MediaStorageProvider } from "../ui/media/MediaStorageContext";
import { AuthProvider } from "./auth/AuthProvider";
import { auth } from "./firebase";
import { router } from "./router";
import { system } from "./theme";

/** The signed-in admin's ID token, for the media library's uploads (POST /storage/files). */
const idToken = async () => (await auth.currentUser?.getIdToken()) ?? null;

export function App() {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>
        <AuthProvider>
          <MediaStorageProvider getToken={idToken}>
            <RouterProvider router={router} />
          </MediaStorageProvider>
        </AuthProvider>
      </ApolloProvider>
      <AppToaster />
    </ChakraProvider>
  );
}
