import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { auth } from "./firebase";

// Same-origin in every environment: Vite's proxy in development, Hosting rewrites otherwise.
const httpLink = new HttpLink({ uri: "/graphql" });

// A fresh ID token per request: the SDK caches it and refreshes it only when it is about to expire.
const authLink = new SetContextLink(async (prevContext) => {
  const token = await auth.currentUser?.getIdToken();
  if (!token) return {};
  return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([authLink, httpLink]),
  cache: new InMemoryCache(),
});
