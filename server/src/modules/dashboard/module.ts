/** The dashboard: today's figures, the sales chart, recent orders, creations to moderate (docs/dashboard.md). */
import { aggregateReads } from "../../limits/costModel";
import { CHART_DAYS } from "../../rules/dashboardFigures";
import { dashboardRepository } from "../../firestore/dashboard";
import { defineModule } from "../serverModule";
import { dashboardResolvers, MODERATION_PREVIEW, RECENT_ORDERS } from "./dashboard";
import { ADMIN, INHERIT } from "../../auth/fieldAccess";

declare module "../../firestore" {
  interface Repositories {
    dashboard: ReturnType<typeof dashboardRepository>;
  }
}

export default defineModule({
  repositories: { dashboard: dashboardRepository },
  resolvers: [dashboardResolvers],
  access: {
    // Any member lands here; each card needs what it shows (the console asks only for those).
    "Query.dashboard": ADMIN,
    Dashboard: ADMIN,
    "Dashboard.metrics": ADMIN,
    "Dashboard.trends": ADMIN,
    "Dashboard.salesChart": "FINANCES",
    "Dashboard.statusCounts": "ORDERS_READ",
    "Dashboard.pendingOrders": "ORDERS_READ",
    "Dashboard.recentOrders": "ORDERS_READ",
    "Dashboard.creationsToModerate": "MODERATION",
    "Dashboard.creationsToModerateCount": "MODERATION",
    "Dashboard.verification": "FINANCES",
    DashboardMetrics: ADMIN,
    "DashboardMetrics.totalUsers": "CUSTOMERS_READ",
    "DashboardMetrics.ordersThisMonth": "ORDERS_READ",
    "DashboardMetrics.monthlyRevenueCents": "FINANCES",
    "DashboardMetrics.totalCreations": "MODERATION",
    DashboardTrends: ADMIN,
    "DashboardTrends.totalUsers": "CUSTOMERS_READ",
    "DashboardTrends.ordersThisMonth": "ORDERS_READ",
    "DashboardTrends.monthlyRevenue": "FINANCES",
    "DashboardTrends.totalCreations": "MODERATION",
    Trend: INHERIT,
    SalesChart: INHERIT,
    ChartPoint: INHERIT,
    AggregatesVerification: INHERIT,
  },
  costs: {
    // stats/global and at most three month documents, with their shards.
    "Query.dashboard": { reads: aggregateReads(4) },
    "Dashboard.recentOrders": { reads: RECENT_ORDERS, items: RECENT_ORDERS },
    "Dashboard.creationsToModerate": { reads: MODERATION_PREVIEW, items: MODERATION_PREVIEW },
    "Dashboard.statusCounts": { items: 5 },
    "SalesChart.points": { items: CHART_DAYS },
  },
});
