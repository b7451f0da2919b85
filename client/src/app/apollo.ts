import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { SetContextLink } from "@apollo/client/link/context";
import { apiErrorCode, isAccessRefusal, isTwoStepRefusal } from "../ui/apiErrors";
import { reportAccessRevoked, reportTwoStepRequired, SESSION_ENDED } from "./auth/accessRevoked";
import { auth } from "./firebase";

// Same-origin in every environment: Vite's proxy in development, Hosting rewrites otherwise.
const httpLink = new HttpLink({ uri: "/graphql" });

// A fresh ID token per request: the SDK caches it and refreshes it only when it is about to expire.
// Each mutation is one gesture that « Annuler » undoes (docs/undo.md): the X-Atelier-Change header
// carries its id, the caller's (`context: { changeId }`, the same for every request of a bulk
// change) or a new one.
const authLink = new SetContextLink(async (prevContext, operation) => {
  const token = await auth.currentUser?.getIdToken();
  const change = operation.operationType === "mutation" ? { "X-Atelier-Change": (prevContext.changeId as string | undefined) ?? crypto.randomUUID() } : {};
  if (!token) return { headers: { ...prevContext.headers, ...change } };
  return { headers: { ...prevContext.headers, ...change, Authorization: `Bearer ${token}` } };
});

// FORBIDDEN on any call of a signed-in session means its rights were revoked meanwhile — unless its
// reason is PERMISSION: then the member's role lacks what that call asked for, the session is sound
// and the screen shows the refusal (docs/roles.md « Console »). The login check (RecordLogin)
// answers a refusal of its own, so it is left to decide alone.
const accessLink = new ErrorLink(({ error, operation }) => {
  // The role now requires a second factor this session lacks: checked again (the two-step page), not closed.
  if (operation.operationName !== "RecordLogin" && isTwoStepRefusal(error)) reportTwoStepRequired();
  else if (operation.operationName !== "RecordLogin" && isAccessRefusal(error)) reportAccessRevoked();
  // A signed-in session whose token the API no longer accepts: revoked or its account disabled (docs/staff.md).
  else if (auth.currentUser && apiErrorCode(error) === "UNAUTHENTICATED") reportAccessRevoked(SESSION_ENDED);
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([accessLink, authLink, httpLink]),
  // E-mail templates are identified by their name (the templates/{name} document id).
  cache: new InMemoryCache({ typePolicies: { EmailTemplate: { keyFields: ["name"] } } }),
});
