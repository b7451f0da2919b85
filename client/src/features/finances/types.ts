import type { FinancesQuery } from "../../gql/graphql";
import { formatCalendarDay } from "../../ui/format";

export type FinanceReport = FinancesQuery["finances"];
export type Figures = FinanceReport["current"];
export type RevenueShare = FinanceReport["revenueByProduct"][number];

/** A Paris day (yyyy-mm-dd) as « 1 nov. 2026 ». */
export const formatDay = (day: string) => formatCalendarDay(day, "day");

/** « du 1 nov. 2026 au 23 nov. 2026 », or « le 23 nov. 2026 » for one day. */
export const periodText = ({ from, to }: { from: string; to: string }) => (from === to ? `le ${formatDay(from)}` : `du ${formatDay(from)} au ${formatDay(to)}`);
