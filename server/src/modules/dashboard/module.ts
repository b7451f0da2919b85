/** The dashboard: today's figures, the sales chart, recent orders, creations to moderate (docs/dashboard.md). */
import { aggregateReads } from "../../limits/costModel";
import { CHART_DAYS } from "../../rules/dashboardFigures";
import { dashboardRepository } from "../../firestore/dashboard";
import { defineModule } from "../serverModule";
import { dashboardResolvers, MODERATION_PREVIEW, RECENT_ORDERS } from "./dashboard";

declare module "../../firestore" {
  interface Repositories {
    dashboard: ReturnType<typeof dashboardRepository>;
  }
}

export default defineModule({
  repositories: { dashboard: dashboardRepository },
  resolvers: [dashboardResolvers],
  costs: {
    // stats/global and at most three month documents, with their shards.
    "Query.dashboard": { reads: aggregateReads(4) },
    "Dashboard.recentOrders": { reads: RECENT_ORDERS, items: RECENT_ORDERS },
    "Dashboard.creationsToModerate": { reads: MODERATION_PREVIEW, items: MODERATION_PREVIEW },
    "Dashboard.statusCounts": { items: 5 },
    "SalesChart.points": { items: CHART_DAYS },
  },
});
