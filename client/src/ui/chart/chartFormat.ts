/**
 * How the revenue charts (dashboard, /finances) write their axes and tooltips, in one place:
 * Paris days and months in French (amounts are integer cents, shown by ui/format.ts formatCents).
 */
export type ChartBucket = "DAY" | "MONTH";

import { formatCalendarDay } from "../format";

/** A bucket on the X axis: « 3 nov. » per day, « nov. 2026 » per month. */
export const axisDate = (bucket: ChartBucket, day: string) => formatCalendarDay(day, bucket === "DAY" ? "dayMonth" : "shortMonth");

/** A bucket in a tooltip or the hidden table: « samedi 22 novembre 2026 », « novembre 2026 ». */
export const fullDate = (bucket: ChartBucket, day: string) => formatCalendarDay(day, bucket === "DAY" ? "longDay" : "month");

/** Every `every`-th date, counted from the last one (today's end stays labelled). */
export const axisTicks = (dates: readonly string[], every: number) => dates.filter((_, i) => (dates.length - 1 - i) % every === 0);
