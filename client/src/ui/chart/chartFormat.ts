/**
 * How the revenue charts (dashboard, /finances) write their axes and tooltips, in one place:
 * Paris days and months in French (amounts are integer cents, shown by ui/format.ts formatCents).
 */
export type ChartBucket = "DAY" | "MONTH";

const shortDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const shortMonth = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "numeric", timeZone: "UTC" });
const longMonth = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });
/** A Paris day (yyyy-mm-dd) is already a calendar day: read at noon UTC, formatted in UTC. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A bucket on the X axis: « 3 nov. » per day, « nov. 2026 » per month. */
export const axisDate = (bucket: ChartBucket, day: string) => (bucket === "DAY" ? shortDay : shortMonth).format(noon(day));

/** A bucket in a tooltip or the hidden table: « samedi 22 novembre 2026 », « novembre 2026 ». */
export const fullDate = (bucket: ChartBucket, day: string) => (bucket === "DAY" ? longDay : longMonth).format(noon(day));

/** Every `every`-th date, counted from the last one (today's end stays labelled). */
export const axisTicks = (dates: readonly string[], every: number) => dates.filter((_, i) => (dates.length - 1 - i) % every === 0);
