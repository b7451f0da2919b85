/**
 * The shop's calendar: days and months are those of Europe/Paris, whatever the server's own
 * time zone. A calendar day is a "yyyy-mm-dd" string, a month "yyyy-mm".
 */
export const SHOP_TIME_ZONE = "Europe/Paris";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Paris calendar day of an instant ("2026-11-01" for 2026-10-31T23:30:00Z). */
export function parisDay(instant: Date | string): string {
  return dayFormat.format(typeof instant === "string" ? new Date(instant) : instant);
}

export const monthOf = (day: string): string => day.slice(0, 7);
export const dayOfMonth = (day: string): number => Number(day.slice(8, 10));

/** Calendar arithmetic on "yyyy-mm-dd" strings (UTC noon avoids any DST edge). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same day of the month, a month earlier, clamped to that month's length (31 March → 28/29 February). */
export function sameDayLastMonth(day: string): string {
  const month = previousMonth(monthOf(day));
  const dd = Math.min(dayOfMonth(day), daysInMonth(month));
  return `${month}-${String(dd).padStart(2, "0")}`;
}

export function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** The same day of the month, a month later, clamped to that month's length (31 January → 28/29 February). */
export function sameDayNextMonth(day: string): string {
  const month = nextMonth(monthOf(day));
  const dd = Math.min(dayOfMonth(day), daysInMonth(month));
  return `${month}-${String(dd).padStart(2, "0")}`;
}

/** Whether `value` is a real "yyyy-mm-dd" calendar day (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const noon = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === value;
}

/** The instant a Paris calendar day begins (midnight there, UTC+1 or UTC+2): 2026-07-01 → 2026-06-30T22:00:00Z. */
export function parisDayStart(day: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  // Read the wall clock in Paris at `guess` and shift by the difference (at most 2 hours).
  const wall = Date.parse(new Date(guess).toLocaleString("sv-SE", { timeZone: SHOP_TIME_ZONE }).replace(" ", "T") + "Z");
  return new Date(guess - (wall - guess));
}
