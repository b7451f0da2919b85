import type { Resolvers } from "../generated/graphql";
import { connection, sharedConnection, totalCountResolver } from "./connection";

export const transactionResolvers: Resolvers = {
  Query: {
    transactions: (_, args, ctx) =>
      sharedConnection(ctx, "Query.transactions", null, args, () =>
        connection(ctx.repos.transactions.page(args), ctx.repos.transactions.count),
      ),
    textToImageStyles: (_, __, ctx) =>
      ctx.loaders.calls.share("Query.textToImageStyles", null, null, () => ctx.repos.styles.allTextToImage()),
  },
  Transaction: {
    user: (transaction, _, ctx) => (transaction.userId ? ctx.loaders.user.load(transaction.userId) : null),
  },
  TransactionConnection: totalCountResolver,
};
