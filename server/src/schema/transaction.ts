import type { Resolvers } from "../generated/graphql";
import { connection, sharedConnection, totalCountResolver } from "./connection";

export const transactionResolvers: Resolvers = {
  Query: {
    transactions: (_, args, ctx) =>
      sharedConnection(ctx, "Query.transactions", null, args, () =>
        connection(ctx.repos.transactions.page(args), ctx.repos.transactions.count),
      ),
  },
  Transaction: {
    user: (transaction, _, ctx) => (transaction.userId ? ctx.loaders.user.load(transaction.userId) : null),
  },
  TransactionConnection: totalCountResolver,
};
