import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { RouterProvider } from "react-router-dom";
import { apolloClient } from "./apollo";
import { AppToaster } from "./AppToaster";
import { AuthProvider } from "./auth/AuthProvider";
import { router } from "./router";
import { system } from "./theme";

export function App() {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ApolloProvider>
      <AppToaster />
    </ChakraProvider>
  );
}
