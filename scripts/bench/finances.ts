import { getFirestore } from "firebase-admin/firestore";
import { orderFacts, transactionFacts } from "../../server/src/firestore/stats";
import { applyDelta, emptyStats, orderDelta, transactionDelta } from "@atelier/domain/dashboardStats";
import { financeReport } from "@atelier/domain/finances/report";
import { addDays, parisDay } from "@atelier/domain/parisCalendar";
import type { BenchOperation } from "./measure";
import { benchApp } from "./support";

/** A 12-month range ending today (Paris), as « Cette année » a year on would be: 365 days. */
export function yearRange() {
  const to = parisDay(new Date());
  return { from: addDays(to, -364), to };
}

const FIGURES = "revenueCents paidOrders averageBasketCents refunds refundedCents creditSales creditSalesCents creditsSold creditsSpent netRevenueCents";
export const FINANCES = `query Finances($period: DayRange!) { finances(period: $period) {
  current { from to ${FIGURES} } previous { from to ${FIGURES} } bucket
  chart { date revenueCents previousRevenueCents } vatRate vatByMonth { month grossCents netCents vatCents }
  revenueByProduct { id name revenueCents orders } revenueByDeliveryMethod { id name revenueCents orders } } }`;

/** Our /finances: the console's report query over 12 months, cost from extensions.cost. */
export const financesQuery: BenchOperation = {
  name: "finances (12 months)",
  description: "query `finances` for 365 days and the previous 365 (month aggregates + names)",
  async run(ctx) {
    const res = await ctx.gql(FINANCES, { period: yearRange() });
    if (res.errors || !res.extensions?.cost) throw new Error(`finances failed: ${JSON.stringify(res.errors)}`);
    return { reads: res.extensions.cost.firestoreReads };
  },
};

/**
 * The naive computation of the same report: every order and every transaction read (only the
 * fields the figures need), folded in memory. Reads are the documents returned.
 */
export const naiveFinances: BenchOperation = {
  name: "naive finances (scan)",
  description: "every order + every transaction read and summed in memory",
  async run() {
    const db = getFirestore(benchApp());
    const [orders, transactions] = await Promise.all([
      db.collection("orders").select("status", "total", "createdAt", "paidAt", "items", "deliveryMethodId", "refundedCents", "refundedItemCents").get(),
      db.collection("transactions").select("type", "status", "amount", "credits", "orderId", "createdAt").get(),
    ]);
    const stats = emptyStats();
    for (const doc of orders.docs) applyDelta(stats, orderDelta(null, orderFacts(doc.data())));
    for (const doc of transactions.docs) applyDelta(stats, transactionDelta(null, transactionFacts(doc.data())));
    financeReport(stats.days, yearRange(), 20);
    return { reads: Math.max(1, orders.size) + Math.max(1, transactions.size) };
  },
};

export const financesOperations = [financesQuery, naiveFinances];
