/**
 * French formatting, in one place (spec: EUR, French locale). Intl adds the narrow no-break
 * spaces French typography wants ("1 234,50 €").
 */
const euro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const wholeEuro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat("fr-FR");
const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" });
const date = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "Europe/Paris" });

/**
 * Every amount on the wire is integer cents (docs/decisions.md): the one way to show money
 * (1250 → « 12,50 € »). `wholeEuros` drops ",00" from a round amount (a chart's axis: « 1 200 € »).
 */
export const formatCents = (cents: number, { wholeEuros = false } = {}) => (wholeEuros && cents % 100 === 0 ? wholeEuro : euro).format(cents / 100);
export const formatInteger = (n: number) => integer.format(n);

/** Dates are shown in the shop's time zone, Europe/Paris, whatever the browser's. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : "—");
export const formatDate = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : "—");

const monthName = new Intl.DateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" });
/** « 1er », « 2 »…: French writes the first of the month as an ordinal. */
const dayOf = (day: string) => (Number(day.slice(8, 10)) === 1 ? "1er" : String(Number(day.slice(8, 10))));
const dayMonth = (day: string, withYear: boolean) => `${dayOf(day)} ${monthName.format(new Date(`${day}T12:00:00Z`))}${withYear ? ` ${day.slice(0, 4)}` : ""}`;

const shortDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dated = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));

/**
 * The one way to write a range of Paris days (yyyy-mm-dd, both included — the API's DayRange).
 * "compact", in a sentence: « 24 octobre », « 1er–24 octobre », « du 18 octobre au 24 novembre »
 * (the year only when the two days are in different years). "dated", a period on its own:
 * « le 23 nov. 2026 », « du 1 nov. 2026 au 23 nov. 2026 ».
 */
export function formatDayRange({ from, to }: { from: string; to: string }, style: "compact" | "dated" = "compact"): string {
  if (style === "dated") return from === to ? `le ${dated(from)}` : `du ${dated(from)} au ${dated(to)}`;
  if (from === to) return dayMonth(to, false);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${dayOf(from)}\u2013${dayMonth(to, false)}`;
  const withYear = from.slice(0, 4) !== to.slice(0, 4);
  return `du ${dayMonth(from, withYear)} au ${dayMonth(to, withYear)}`;
}

/** The spec's short id: first 6 characters upper-cased, or N/A. */
export const shortId = (id: string | null | undefined) => (id ? id.slice(0, 6).toUpperCase() : "N/A");

// Every other French format of the console (issue 26: no Intl formatter outside this file, so a
// format is changed once). Built once each: an Intl formatter is costly to create.

/** A Paris day (yyyy-mm-dd) is already a calendar day: read at noon UTC, formatted in UTC. */
const noonUtc = (day: string) => new Date(`${day.length === 7 ? `${day}-15` : day}T12:00:00Z`);
const dayFormats = {
  /** « 3 nov. » */
  dayMonth: new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" }),
  /** « 3 nov. 2026 » */
  day: new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  /** « samedi 22 novembre 2026 » */
  longDay: new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  /** « nov. 2026 » */
  shortMonth: new Intl.DateTimeFormat("fr-FR", { month: "short", year: "numeric", timeZone: "UTC" }),
  /** « novembre 2026 » */
  month: new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" }),
  /** « novembre » */
  monthName: new Intl.DateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" }),
};
/** A calendar day (yyyy-mm-dd) or month (yyyy-mm) in French, whatever the browser's time zone. */
export const formatCalendarDay = (day: string, style: keyof typeof dayFormats) => dayFormats[style].format(noonUtc(day));

const decimals = [0, 1, 2].map((digits) => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: digits }));
const fixedDecimals = [0, 1, 2].map((digits) => new Intl.NumberFormat("fr-FR", { minimumFractionDigits: digits, maximumFractionDigits: digits }));
/** « 5,5 » with at most `digits` decimals (0–2), or exactly `digits` with `fixed` (« 0,60 »). */
export const formatDecimal = (n: number, digits: 0 | 1 | 2, fixed = false) => (fixed ? fixedDecimals : decimals)[digits]!.format(n);

const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 });
const fixedPercent = new Intl.NumberFormat("fr-FR", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A percentage (12.5 → « 12,5 % »), with at most one decimal, or exactly one with `fixed`. */
export const formatPercent = (value: number, fixed = false) => (fixed ? fixedPercent : percent).format(value / 100);

const relative = new Intl.RelativeTimeFormat("fr", { numeric: "auto" });
/** « il y a 3 minutes », « hier », « maintenant » (0 seconds). */
export const formatRelative = (amount: number, unit: Intl.RelativeTimeFormatUnit) => relative.format(amount, unit);

const regionNames = new Intl.DisplayNames(["fr"], { type: "region" });
/** "FR" → "France"; a code Intl does not know stays as typed. */
export function formatCountry(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
