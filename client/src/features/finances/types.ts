import type { FinancesQuery } from "../../gql/graphql";

export type FinanceReport = FinancesQuery["finances"];
export type Figures = FinanceReport["current"];
export type RevenueShare = FinanceReport["revenueByProduct"][number];

/** A Paris day (yyyy-mm-dd) as « 1 nov. 2026 ». */
const dayFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/** « du 1 nov. 2026 au 23 nov. 2026 », or « le 23 nov. 2026 » for one day. */
export const periodText = ({ from, to }: { from: string; to: string }) => (from === to ? `le ${formatDay(from)}` : `du ${formatDay(from)} au ${formatDay(to)}`);
