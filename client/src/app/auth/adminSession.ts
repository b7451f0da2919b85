/**
 * The part of the session that needs the API, loaded by the auth provider only once Firebase
 * reports a signed-in user: Apollo and the GraphQL documents stay off the login screen.
 */
import { apolloClient } from "../apollo";
import { checkAdmin } from "./checkAdmin";

export const checkSignedInAdmin = () => checkAdmin(apolloClient);

/** Forgets every cached datum of the previous session. */
export const clearApiCache = () => apolloClient.clearStore();
