import type { DashboardQuery } from "../../gql/graphql";

export type DashboardData = DashboardQuery["dashboard"];
export type TrendData = DashboardData["trends"]["totalUsers"];
