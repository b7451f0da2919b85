import type { Resolvers } from "../generated/graphql";
import { totalCountResolver } from "./connection";

export const userResolvers: Resolvers = {
  Query: {
    me: async (_, __, ctx) => {
      const record = await ctx.callerRecord();
      // The access plugin has already refused anyone without an admin record.
      if (!record) throw new Error("caller record vanished after the access check");
      return record;
    },
    user: (_, { id }, ctx) => ctx.loaders.user.load(id),
    users: (_, args, ctx) => ctx.repos.users.list(args),
  },
  User: {
    id: (user) => user.uid,
    fullName: (user) => [user.firstName, user.lastName].filter(Boolean).join(" ") || null,
    orders: (user, args, ctx) => ctx.repos.userActivity.orders.page(user.uid, args),
    creations: (user, args, ctx) => ctx.repos.userActivity.creations.page(user.uid, args),
    transactions: (user, args, ctx) => ctx.repos.userActivity.transactions.page(user.uid, args),
  },
  UserConnection: totalCountResolver,
};
