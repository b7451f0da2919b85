import type { Resolvers } from "../../generated/graphql";
import { badUserInput } from "../../errors";
import { checkLedgerFilter, type LedgerFilterInput } from "@atelier/domain/finances/ledger";
import { eurosToCents } from "@atelier/domain/money";
import { connection, sharedConnection, totalCountResolver } from "../../schema/connection";

/** The ledger's filter, or BAD_USER_INPUT in French (shared with GET /export/transactions.csv). */
export function ledgerCriteria(filter: LedgerFilterInput | null | undefined) {
  const check = checkLedgerFilter(filter);
  if (!check.ok) throw badUserInput(check.message, check.field);
  return check.criteria;
}

export const transactionResolvers: Resolvers = {
  Query: {
    transactions: (_, args, ctx) =>
      sharedConnection(ctx, "Query.transactions", null, args, () => {
        const { filter, ...page } = args;
        const criteria = ledgerCriteria(filter);
        return connection(ctx.repos.transactions.page(page, criteria), () => ctx.repos.transactions.count(criteria));
      }),
  },
  Transaction: {
    amountCents: (transaction) => eurosToCents(transaction.amount),
    user: (transaction, _, ctx) => (transaction.userId ? ctx.loaders.user.load(transaction.userId) : null),
    order: (transaction, _, ctx) => (transaction.orderId ? ctx.loaders.order.load(transaction.orderId) : null),
  },
  TransactionConnection: totalCountResolver,
};
