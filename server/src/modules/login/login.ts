import type { Resolvers } from "../../generated/graphql";
import type { NewUserProfile } from "../../firestore/users";
import { hasAdminAccess } from "../../rules/adminRights";
import { payload } from "../../schema/mutationPayload";

/**
 * recordLogin, the spec's login flow on the server: read users/{uid}; create it with the
 * defaults when missing; for an administrator signed in since the last recorded login (the
 * token's auth_time), merge lastLoginAt — each write in one audited write with its audit entry
 * (firestore/users/login.ts). Non-admins and blocked administrators get their record back (so
 * the console can refuse them: isAdmin false or isBlocked true) and nothing of theirs is written.
 */
export const loginResolvers: Resolvers = {
  Mutation: {
    recordLogin: async (_, __, ctx) => {
      if (ctx.caller.kind !== "signedIn") throw new Error("access plugin lets only signed-in callers through");
      const { uid, token } = ctx.caller;
      // The access check has read the record already: an existing non-admin costs nothing more.
      const known = await ctx.callerRecord();
      if (known && !hasAdminAccess(known)) return { user: known, userErrors: [] };
      // auth_time is the sign-in's own time (a refreshed token keeps it): a reload is no new login.
      const result = await ctx.repos.users.recordLogin(uid, profileFromToken(token), token.auth_time);
      if (result.ok) ctx.loaders.user.clear(uid).prime(uid, result.value);
      return payload("user", result);
    },
  },
};

function profileFromToken(token: { email?: string; name?: string; picture?: string }): NewUserProfile {
  const [firstName = null, ...rest] = (token.name ?? "").trim().split(/\s+/).filter(Boolean);
  return { email: token.email ?? null, firstName, lastName: rest.join(" ") || null, photoURL: token.picture ?? null };
}
