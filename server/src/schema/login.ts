import type { Resolvers } from "../generated/graphql";
import type { Context } from "../context";
import type { UserRecord } from "../firestore/users";

/**
 * recordLogin, the spec's login flow on the server: read users/{uid}; create it with the
 * defaults when missing; for an administrator, merge lastLoginAt. Non-admins get their record
 * back (so the console can refuse them) and nothing else of theirs is written.
 */
export const loginResolvers: Resolvers = {
  Mutation: {
    recordLogin: async (_, __, ctx) => {
      if (ctx.caller.kind !== "signedIn") throw new Error("access plugin lets only signed-in callers through");
      const { uid, token } = ctx.caller;
      const user = (await ctx.callerRecord()) ?? (await createMissingRecord(ctx, uid, token));
      if (!user.isAdmin) return { user, userErrors: [] };
      const lastLoginAt = await ctx.repos.users.touchLastLogin(uid);
      await ctx.repos.auditLog.append({
        actorUid: uid,
        action: "user.login",
        targetType: "user",
        targetId: uid,
        before: { lastLoginAt: user.lastLoginAt },
        after: { lastLoginAt },
      });
      return { user: { ...user, lastLoginAt }, userErrors: [] };
    },
  },
};

async function createMissingRecord(
  ctx: Context,
  uid: string,
  token: { email?: string; name?: string; picture?: string },
): Promise<UserRecord> {
  const [firstName = null, ...rest] = (token.name ?? "").trim().split(/\s+/).filter(Boolean);
  const created = await ctx.repos.users.createWithDefaults(uid, {
    email: token.email ?? null,
    firstName,
    lastName: rest.join(" ") || null,
    photoURL: token.picture ?? null,
  });
  if (!created) {
    // A concurrent first login created it: use theirs.
    ctx.loaders.user.clear(uid);
    const existing = await ctx.loaders.user.load(uid);
    if (existing) return existing;
    throw new Error(`users/${uid} was created concurrently but cannot be read`);
  }
  ctx.loaders.user.prime(uid, created);
  await ctx.repos.auditLog.append({
    actorUid: uid,
    action: "user.create",
    targetType: "user",
    targetId: uid,
    before: null,
    after: { ...created },
  });
  return created;
}
