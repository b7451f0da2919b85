/**
 * How the revenue charts (dashboard, /finances) write their axes and tooltips, in one place:
 * euros in the French locale, Paris days and months in French.
 */
export type ChartBucket = "DAY" | "MONTH";

import { formatCalendarDay, formatEuro, formatWholeEuro } from "../format";


/** A tick of the euro axis: « 1 200 € », with cents only for a tick that has some (« 0,20 € »). */
export const axisEuros = (amount: number) => (Number.isInteger(amount) ? formatWholeEuro : formatEuro)(amount);

/** A bucket on the X axis: « 3 nov. » per day, « nov. 2026 » per month. */
export const axisDate = (bucket: ChartBucket, day: string) => formatCalendarDay(day, bucket === "DAY" ? "dayMonth" : "shortMonth");

/** A bucket in a tooltip or the hidden table: « samedi 22 novembre 2026 », « novembre 2026 ». */
export const fullDate = (bucket: ChartBucket, day: string) => formatCalendarDay(day, bucket === "DAY" ? "longDay" : "month");

/** Every `every`-th date, counted from the last one (today's end stays labelled). */
export const axisTicks = (dates: readonly string[], every: number) => dates.filter((_, i) => (dates.length - 1 - i) % every === 0);
