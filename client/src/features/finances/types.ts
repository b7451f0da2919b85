import type { FinancesQuery } from "../../gql/graphql";
import { formatDayRange } from "../../ui/format";

export type FinanceReport = FinancesQuery["finances"];
export type Figures = FinanceReport["current"];
export type RevenueShare = FinanceReport["revenueByProduct"][number];

/** « du 1 nov. 2026 au 23 nov. 2026 », or « le 23 nov. 2026 » for one day (ui/format.ts). */
export const periodText = (period: { from: string; to: string }) => formatDayRange(period, "dated");
