import type { Resolvers } from "../../generated/graphql";
import type { UserRecord } from "../../firestore/users";
import { sharedConnection, totalCountResolver } from "../../schema/connection";
import { hasAdminAccess } from "../../rules/adminRights";
import { memberPermissions, memberRole } from "@atelier/domain/staff/permissions";

const fullName = (user: UserRecord) => [user.firstName, user.lastName].filter(Boolean).join(" ") || null;

export const userResolvers: Resolvers = {
  Query: {
    me: async (_, __, ctx) => {
      const record = await ctx.callerRecord();
      // The access plugin has already refused anyone without an admin record.
      if (!record) throw new Error("caller record vanished after the access check");
      return record;
    },
    user: (_, { id }, ctx) => ctx.loaders.user.load(id),
    users: (_, args, ctx) => sharedConnection(ctx, "Query.users", null, args, () => ctx.repos.users.list(args)),
  },
  User: {
    id: (user) => user.uid,
    fullName,
    orders: (user, args, ctx) => sharedConnection(ctx, "User.orders", user.uid, args, () => ctx.repos.userActivity.orders.page(user.uid, args)),
    creations: (user, args, ctx) => sharedConnection(ctx, "User.creations", user.uid, args, () => ctx.repos.userActivity.creations.page(user.uid, args)),
    transactions: (user, args, ctx) =>
      sharedConnection(ctx, "User.transactions", user.uid, args, () => ctx.repos.userActivity.transactions.page(user.uid, args)),
  },
  UserConnection: totalCountResolver,
  SessionProfile: {
    id: (user) => user.uid,
    fullName,
    roleId: (user) => (hasAdminAccess(user) ? memberRole(user).id : null),
    roleName: (user) => (hasAdminAccess(user) ? memberRole(user).name : null),
    permissions: (user) => (hasAdminAccess(user) ? memberPermissions(user) : []),
  },
};
