import type { Resolvers } from "../generated/graphql";
import { connection, totalCountResolver } from "./connection";

export const transactionResolvers: Resolvers = {
  Query: {
    transactions: (_, args, ctx) => connection(ctx.repos.transactions.page(args), ctx.repos.transactions.count),
    textToImageStyles: (_, __, ctx) => ctx.repos.styles.allTextToImage(),
  },
  Transaction: {
    user: (transaction, _, ctx) => (transaction.userId ? ctx.loaders.user.load(transaction.userId) : null),
  },
  TransactionConnection: totalCountResolver,
};
