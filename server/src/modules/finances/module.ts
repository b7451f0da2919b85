/** Finances: the report of a period and the ledger of transactions (docs/finances.md). */
import { aggregateReads, connectionCosts, cursor, ONE, page, type Args } from "../../limits/costModel";
import { MAX_SHARES } from "@atelier/domain/finances/figures";
import { checkPeriod, MAX_DAY_BUCKET_DAYS, monthsOf, previousPeriod } from "@atelier/domain/finances/period";
import { transactionsRepository } from "../../firestore/transactions";
import { financesRepository } from "../../firestore/finances";
import { defineModule } from "../serverModule";
import { financeResolvers } from "./finances";
import { transactionResolvers } from "./transaction";
import { anyOf, wrappers } from "../../auth/fieldAccess";

/** Query.finances: settings/app + the months from the previous period's start to the period's end. */
function financeReads(args: Args): number {
  const check = checkPeriod(String(args.from), String(args.to));
  return check.ok ? 2 + aggregateReads(monthsOf({ from: previousPeriod(check.period).from, to: check.period.to }).length) : 0;
}

declare module "../../firestore" {
  interface Repositories {
    transactions: ReturnType<typeof transactionsRepository>;
    finances: ReturnType<typeof financesRepository>;
  }
}

export default defineModule({
  repositories: { transactions: transactionsRepository, finances: financesRepository },
  resolvers: [financeResolvers, transactionResolvers],
  access: {
    "Query.transactions": "FINANCES",
    "Query.finances": "FINANCES",
    ...wrappers("Transaction"),
    // A customer's ledger lines are also read from their page, with their credits.
    Transaction: anyOf("FINANCES", "CREDITS"),
    FinanceFigures: "FINANCES",
    FinanceChartPoint: "FINANCES",
    VatMonth: "FINANCES",
    DocumentsRate: "FINANCES",
    DocumentsMonth: "FINANCES",
    RevenueShare: "FINANCES",
    FinanceReport: "FINANCES",
  },
  costs: {
    // A page with an amount range resumes from its cursor's document (one more read).
    "Query.transactions": { reads: (args) => page(args) + cursor(args) },
    ...connectionCosts("TransactionConnection", "transactions"),
    // settings/app, stats/global (the last reconciliation) and the month aggregates both periods span (at most 26) with their shards: refused dates read nothing.
    "Query.finances": { reads: (args) => financeReads(args) },
    "FinanceReport.chart": { items: MAX_DAY_BUCKET_DAYS },
    "FinanceReport.vatByMonth": { items: 13 },
    "FinanceReport.documentsByMonth": { items: 13 },
    // Rates of the shop's products: a handful.
    "DocumentsMonth.rates": { items: 5 },
    // The names of what sold: one batched getAll of at most MAX_SHARES records each.
    "FinanceReport.revenueByProduct": { reads: MAX_SHARES, items: MAX_SHARES },
    "FinanceReport.revenueByDeliveryMethod": { reads: MAX_SHARES, items: MAX_SHARES },
    "Transaction.order": ONE,
    "Transaction.user": ONE,
  },
});
