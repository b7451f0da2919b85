import { getFirestore, Timestamp, type Query } from "firebase-admin/firestore";
import type { BenchOperation } from "./measure";
import { benchApp } from "./support";

const DASHBOARD = `{ dashboard {
  metrics { totalUsers ordersThisMonth monthlyRevenueCents totalCreations }
  trends { totalUsers { direction percent previous } ordersThisMonth { direction percent previous }
           monthlyRevenue { direction percent previous } totalCreations { direction percent previous } }
  salesChart { points { date revenueCents label } totalCents yAxisMaxCents yAxisTicksCents }
  statusCounts { status count } pendingOrders
  recentOrders { id shortId totalCents createdAt status }
  creationsToModerate { id imageUrl originalImageUrl styleLabel } creationsToModerateCount alerts } }`;

/** Our dashboard: the console's one request, cost from extensions.cost. */
export const dashboardQuery: BenchOperation = {
  name: "dashboard",
  description: "query `dashboard` (aggregates + 2 short queries), as the console sends it",
  async run(ctx) {
    const res = await ctx.gql(DASHBOARD);
    if (res.errors || !res.extensions?.cost) throw new Error(`dashboard failed: ${JSON.stringify(res.errors)}`);
    return { reads: res.extensions.cost.firestoreReads };
  },
};

/**
 * The spec's client-side loading (§7, "Initial dashboard load"), run with the Admin SDK on the
 * same data: users and orders of the last 7 days, every unmoderated creation, every transaction,
 * every text-to-image style. Reads counted the way Firestore bills them (at least 1 per query).
 */
export const naiveDashboard: BenchOperation = {
  name: "naive dashboard (spec)",
  description: "users + orders of 7 days, unmoderated creations, all transactions, all styles",
  async run() {
    const db = getFirestore(benchApp());
    const weekAgo = Timestamp.fromMillis(Date.now() - 7 * 86_400_000);
    const queries: Query[] = [
      db.collection("users").where("createdAt", ">=", weekAgo),
      db.collection("orders").where("createdAt", ">=", weekAgo),
      db.collection("creations").where("moderation.isModerated", "==", false),
      db.collection("transactions"),
      db.collection("textToImageStyles"),
    ];
    const snaps = await Promise.all(queries.map((q) => q.get()));
    return { reads: snaps.reduce((n, s) => n + Math.max(1, s.size), 0) };
  },
};

export const dashboardOperations = [dashboardQuery, naiveDashboard];
