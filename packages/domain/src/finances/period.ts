/**
 * Periods of Paris days for /finances (docs/finances.md): validation of the query's dates, the
 * previous period of the same length, the console's presets, the chart's bucket. Pure and
 * isomorphic (the console imports it through client/src/ui/form/serverRules.ts).
 */
import { addDays, dayOfMonth, daysInMonth, monthOf, parisDay, previousMonth } from "../parisCalendar";
import { dayRangeMessages } from "../dayRange";

/** The longest period the query accepts, in days. */
export const MAX_PERIOD_DAYS = 366;
/** Periods up to this many days are charted per day, longer ones per month. */
export const MAX_DAY_BUCKET_DAYS = 62;

export interface Period {
  /** First Paris day, included (yyyy-mm-dd). */
  from: string;
  /** Last Paris day, included. */
  to: string;
}

export const financeMessages = {
  // The one date filter's messages (rules/dayRange.ts).
  badDate: dayRangeMessages.badDay,
  reversed: dayRangeMessages.reversed,
  tooLong: `La période ne peut pas dépasser ${MAX_PERIOD_DAYS} jours.`,
  badAmount: (value: string) => `Montant invalide\u00a0: «\u00a0${value}\u00a0».`,
} as const;

/** A real calendar day written yyyy-mm-dd (2026-02-30 is not). */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && addDays(value, 0) === value;
}

/** Days from `from` to `to`, both included. */
export function periodDays({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

export type PeriodCheck = { ok: true; period: Period } | { ok: false; field: "from" | "to"; message: string };

/** The query's dates: real days, from ≤ to, at most 366 days. */
export function checkPeriod(from: string, to: string): PeriodCheck {
  if (!isDay(from)) return { ok: false, field: "from", message: financeMessages.badDate(from) };
  if (!isDay(to)) return { ok: false, field: "to", message: financeMessages.badDate(to) };
  if (to < from) return { ok: false, field: "to", message: financeMessages.reversed };
  if (periodDays({ from, to }) > MAX_PERIOD_DAYS) return { ok: false, field: "to", message: financeMessages.tooLong };
  return { ok: true, period: { from, to } };
}

/**
 * The period a figure is compared with, on /finances and on the dashboard alike (docs/finances.md,
 * docs/dashboard.md). A period that starts on the 1st of a month and ends in that month — this
 * month so far, a whole month — is compared with the same days of the month before: 1–24 Nov.
 * with 1–24 Oct. (the fair comparison for a month in progress), November with the whole of
 * October; a day the month before lacks (30 Mar. → Feb.) stops at its last day. Any other period
 * is compared with the same number of days just before it.
 */
export function previousPeriod(period: Period): Period {
  const month = monthOf(period.from);
  if (dayOfMonth(period.from) === 1 && monthOf(period.to) === month) {
    const before = previousMonth(month);
    const lastDay = daysInMonth(before);
    const wholeMonth = dayOfMonth(period.to) === daysInMonth(month);
    const to = wholeMonth ? lastDay : Math.min(dayOfMonth(period.to), lastDay);
    return { from: `${before}-01`, to: `${before}-${String(to).padStart(2, "0")}` };
  }
  return { from: addDays(period.from, -periodDays(period)), to: addDays(period.from, -1) };
}

/** Every day of the period, in order. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The months (yyyy-mm) the period touches, oldest first. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  for (let month = monthOf(period.to); month >= monthOf(period.from); month = previousMonth(month)) months.unshift(month);
  return months;
}

export type FinanceBucket = "DAY" | "MONTH";

export const bucketOf = (period: Period): FinanceBucket => (periodDays(period) <= MAX_DAY_BUCKET_DAYS ? "DAY" : "MONTH");

/** The period picker's presets (custom ranges aside). */
export const PERIOD_PRESETS = ["today", "7days", "thisMonth", "lastMonth", "thisYear"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Their French labels. */
export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  today: "Aujourd’hui",
  "7days": "7\u00a0derniers jours",
  thisMonth: "Ce mois-ci",
  lastMonth: "Le mois dernier",
  thisYear: "Cette année",
};

/**
 * A preset's days. `today` is a Paris day or an instant (its Paris day). "7days" ends today;
 * "thisMonth" and "thisYear" run from their first day to today; "lastMonth" is the whole month.
 */
export function periodPreset(preset: PeriodPreset, today: string | Date): Period {
  const day = typeof today === "string" ? today : parisDay(today);
  switch (preset) {
    case "today":
      return { from: day, to: day };
    case "7days":
      return { from: addDays(day, -6), to: day };
    case "thisMonth":
      return { from: `${monthOf(day)}-01`, to: day };
    case "lastMonth": {
      const month = previousMonth(monthOf(day));
      return { from: `${month}-01`, to: `${month}-${String(daysInMonth(month)).padStart(2, "0")}` };
    }
    case "thisYear":
      return { from: `${day.slice(0, 4)}-01-01`, to: day };
  }
}
