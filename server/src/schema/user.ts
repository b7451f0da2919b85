import type { Resolvers } from "../generated/graphql";
import { connection, totalCountResolver } from "./connection";

export const userResolvers: Resolvers = {
  Query: {
    me: async (_, __, ctx) => {
      const record = await ctx.callerRecord();
      // The access plugin has already refused anyone without an admin record.
      if (!record) throw new Error("caller record vanished after the access check");
      return record;
    },
    user: (_, { id }, ctx) => ctx.loaders.user.load(id),
    users: (_, args, ctx) => connection(ctx.repos.users.page(args), ctx.repos.users.count),
  },
  User: {
    id: (user) => user.uid,
    fullName: (user) => [user.firstName, user.lastName].filter(Boolean).join(" ") || null,
  },
  UserConnection: totalCountResolver,
};
