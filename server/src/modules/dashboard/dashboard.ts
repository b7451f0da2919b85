import type { Resolvers } from "../../generated/graphql";
import { dashboardFigures, monthsNeeded } from "../../rules/dashboardFigures";

export const RECENT_ORDERS = 5;
export const MODERATION_PREVIEW = 6;

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: async (_, __, ctx) => {
      const now = new Date();
      const { stats, verification } = await ctx.loaders.calls.share("Query.dashboard", null, null, () => ctx.repos.dashboard.stats.read(monthsNeeded(now)));
      return dashboardFigures(stats, now, verification);
    },
  },
  Dashboard: {
    recentOrders: (_, __, ctx) => ctx.loaders.calls.share("Dashboard.recentOrders", null, null, () => ctx.repos.dashboard.recentOrders(RECENT_ORDERS)),
    creationsToModerate: (_, __, ctx) =>
      ctx.loaders.calls.share("Dashboard.creationsToModerate", null, null, () => ctx.repos.dashboard.creationsAwaitingModeration(MODERATION_PREVIEW)),
    creationsToModerateCount: (figures) => figures.creationsAwaitingModeration,
  },
};
