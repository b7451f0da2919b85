import type { DashboardQuery } from "../../gql/graphql";

export type DashboardData = DashboardQuery["dashboard"];
export type TrendData = NonNullable<DashboardData["trends"]["totalUsers"]>;

/** Which of the dashboard's domains the member's role may read: the query's variables, the cards shown. */
export type DashboardCards = { customers: boolean; orders: boolean; moderation: boolean; finances: boolean };
