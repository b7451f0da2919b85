/**
 * French formatting, in one place (spec: EUR, French locale). Intl adds the narrow no-break
 * spaces French typography wants ("1 234,50 €").
 */
const euro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const integer = new Intl.NumberFormat("fr-FR");
const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" });
const date = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "Europe/Paris" });

export const formatEuro = (amount: number) => euro.format(amount);
/** Catalogue prices travel in integer cents (1250 → "12,50 €"). */
export const formatCents = (cents: number) => euro.format(cents / 100);
export const formatInteger = (n: number) => integer.format(n);

/** Dates are shown in the shop's time zone, Europe/Paris, whatever the browser's. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : "—");
export const formatDate = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : "—");

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

const wholeEuro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
/** « 1 200 € »: euros without cents (a chart's axis). */
export const formatWholeEuro = (amount: number) => wholeEuro.format(amount);

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
