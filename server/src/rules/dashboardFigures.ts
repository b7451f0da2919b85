import type { OrderStatusValue } from "@atelier/domain/orderStatuses";
import { verificationAlert, type VerificationSummary } from "@atelier/domain/statsDrift";
import { emptyDay, type DayBucket, type DayCounter, type Stats } from "@atelier/domain/dashboardStats";
import { addDays, monthOf, parisDay, previousMonth } from "@atelier/domain/parisCalendar";
import { change } from "@atelier/domain/finances/figures";
import { periodPreset, previousPeriod, type Period } from "@atelier/domain/finances/period";

/** Spec, "Business constants and limits". */
export const CHART_DAYS = 30;
export const PENDING_ORDERS_ALERT_ABOVE = 10;
export const MODERATION_ALERT_ABOVE = 20;
export const Y_AXIS_INTERVALS = 5;
export const DASHBOARD_STATUSES: readonly OrderStatusValue[] = ["pending_payment", "paid", "processing", "shipped", "delivered"];
/** Pending orders are those in pending_payment or paid. */
export const PENDING_STATUSES: readonly OrderStatusValue[] = ["pending_payment", "paid"];

export type TrendDirection = "UP" | "DOWN" | "STABLE";

export interface Trend {
  direction: TrendDirection;
  /** Change in %, rounded to a tenth as the console shows it; null when the month before was zero (no meaningful ratio). */
  percent: number | null;
  /** The figure it is compared with (cents for the revenue). */
  previous: number;
  /**
   * The Paris days `previous` covers (yyyy-mm-dd, both included): the same days of last month for
   * the month's figures (1–24 Oct. for 1–24 Nov.); for a total, one day, the total at its end.
   */
  comparedFrom: string;
  comparedTo: string;
}

export interface ChartPoint {
  date: string;
  revenueCents: number;
  label: string;
}

export interface DashboardFigures {
  metrics: { totalUsers: number; ordersThisMonth: number; monthlyRevenueCents: number; totalCreations: number };
  trends: { totalUsers: Trend; ordersThisMonth: Trend; monthlyRevenue: Trend; totalCreations: Trend };
  salesChart: { points: ChartPoint[]; totalCents: number; yAxisMaxCents: number; yAxisTicksCents: number[] };
  statusCounts: { status: OrderStatusValue; count: number }[];
  pendingOrders: number;
  creationsAwaitingModeration: number;
  alerts: string[];
  verification: VerificationSummary | null;
}

/** The months whose day buckets the figures need: the chart's 30 days and last month (at most 3). */
export function monthsNeeded(now: Date): string[] {
  const today = parisDay(now);
  const months = new Set([monthOf(addDays(today, -(CHART_DAYS - 1))), previousMonth(monthOf(today)), monthOf(today)]);
  return [...months].sort();
}

/** The change of /finances' figures (@atelier/domain/finances/figures), rounded to a tenth of a percent. */
export function trend(current: number, previous: number, comparedWith: Period): Trend {
  const value = change(current, previous);
  const compared = { comparedFrom: comparedWith.from, comparedTo: comparedWith.to };
  if (value === null) return { direction: current > 0 ? "UP" : "STABLE", percent: current > 0 ? null : 0, previous, ...compared };
  const percent = Math.round(value * 10) / 10;
  return { direction: percent > 0 ? "UP" : percent < 0 ? "DOWN" : "STABLE", percent, previous, ...compared };
}

/** One step of the Y axis' maximum: 10 €, in cents. */
const Y_AXIS_STEP_CENTS = 1000;

/** Y axis in cents: the maximum rounded up to a multiple of 10 € (at least 10 €), cut in 5 equal intervals. */
export function yAxis(cents: readonly number[]): { max: number; ticks: number[] } {
  const max = Math.max(Y_AXIS_STEP_CENTS, Math.ceil(Math.max(0, ...cents) / Y_AXIS_STEP_CENTS) * Y_AXIS_STEP_CENTS);
  const ticks = Array.from({ length: Y_AXIS_INTERVALS + 1 }, (_, i) => Math.round((max * i) / Y_AXIS_INTERVALS));
  return { max, ticks };
}

export function dashboardAlerts(pendingOrders: number, creationsAwaitingModeration: number): string[] {
  const alerts: string[] = [];
  if (pendingOrders > PENDING_ORDERS_ALERT_ABOVE) alerts.push(`${pendingOrders} commandes en attente de traitement`);
  if (creationsAwaitingModeration > MODERATION_ALERT_ABOVE) {
    alerts.push(`${creationsAwaitingModeration} créations en attente de modération`);
  }
  return alerts;
}

const labelFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
/** "22 nov." for "2026-11-22" (the day is already a Paris day: format it as is). */
export const chartLabel = (day: string): string => labelFormat.format(new Date(`${day}T12:00:00Z`));

/**
 * Everything the dashboard shows that comes from the aggregates. "This month" runs from the
 * 1st to today; it is compared with the period /finances compares « Ce mois-ci » with
 * (@atelier/domain/finances/period previousPeriod: the same days of last month), so both screens show
 * one change for one figure. Totals (users, creations) are compared with what they were at the
 * end of that period's last day.
 */
export function dashboardFigures(stats: Stats, now: Date, verification: VerificationSummary | null = null): DashboardFigures {
  const today = parisDay(now);
  const thisMonth = periodPreset("thisMonth", today);
  const lastMonth = previousPeriod(thisMonth);
  const monthAgo = lastMonth.to;
  const dayMonthAgo: Period = { from: monthAgo, to: monthAgo };
  const day = (d: string): DayBucket => stats.days[d] ?? emptyDay();
  const sum = (field: DayCounter, from: string, to: string): number => {
    let total = 0;
    for (const [d, bucket] of Object.entries(stats.days)) if (d >= from && d <= to) total += bucket[field];
    return total;
  };
  const monthToDate = (field: DayCounter) => sum(field, thisMonth.from, thisMonth.to);
  const lastMonthToDate = (field: DayCounter) => sum(field, lastMonth.from, lastMonth.to);
  const since = (field: DayCounter) => sum(field, addDays(monthAgo, 1), today);

  const { users, creations, creationsAwaitingModeration, ordersByStatus } = stats.global;
  const points = Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = addDays(today, i - (CHART_DAYS - 1));
    return { date, revenueCents: day(date).revenueCents, label: chartLabel(date) };
  });
  const axis = yAxis(points.map((p) => p.revenueCents));
  const pendingOrders = PENDING_STATUSES.reduce((n, s) => n + ordersByStatus[s], 0);
  const ordersThisMonth = monthToDate("orders");
  const revenueCents = monthToDate("revenueCents");

  return {
    metrics: { totalUsers: users, ordersThisMonth, monthlyRevenueCents: revenueCents, totalCreations: creations },
    trends: {
      totalUsers: trend(users, users - since("users"), dayMonthAgo),
      ordersThisMonth: trend(ordersThisMonth, lastMonthToDate("orders"), lastMonth),
      // In cents, as /finances computes it: the same change to the last digit.
      monthlyRevenue: trend(revenueCents, lastMonthToDate("revenueCents"), lastMonth),
      totalCreations: trend(creations, creations - since("creations"), dayMonthAgo),
    },
    salesChart: {
      points,
      totalCents: points.reduce((n, p) => n + p.revenueCents, 0),
      yAxisMaxCents: axis.max,
      yAxisTicksCents: axis.ticks,
    },
    statusCounts: DASHBOARD_STATUSES.map((status) => ({ status, count: ordersByStatus[status] })),
    pendingOrders,
    creationsAwaitingModeration,
    alerts: [...dashboardAlerts(pendingOrders, creationsAwaitingModeration), ...[verificationAlert(verification)].filter((a) => a !== null)],
    verification,
  };
}
