/**
 * The arithmetic of /finances (docs/finances.md), on the day buckets the triggers keep
 * (rules/dashboardStats.ts): a period's figures, the change against the previous period, the
 * chart's buckets, VAT in cents, revenue by product / delivery method. Everything in integer
 * cents; pure and isomorphic.
 */
import { NO_ID_KEY, type DayBucket, type DayCounter, type ShareMap } from "../dashboardStats";
import { addDays, daysInMonth, monthOf } from "../parisCalendar";
import { bucketOf, daysOf, monthsOf, periodDays, type FinanceBucket, type Period } from "./period";

export type Days = Readonly<Record<string, DayBucket>>;

export interface FinanceFigures extends Period {
  revenueCents: number;
  paidOrders: number;
  averageBasketCents: number;
  refunds: number;
  refundedCents: number;
  creditSales: number;
  creditSalesCents: number;
  creditsSold: number;
  creditsSpent: number;
  netRevenueCents: number;
}

/** The VAT rate when settings/app holds none, in percent. */
export const DEFAULT_VAT_RATE = 20;

const sum = (days: Days, period: Period, field: DayCounter): number => daysOf(period).reduce((total, day) => total + (days[day]?.[field] ?? 0), 0);

/**
 * Net revenue: revenue + credit sales − the refunds tied to no order. A refunded order already
 * left revenueCents (on its payment day) when it moved to refunded; subtracting its REFUND too
 * would count it twice.
 */
export const netRevenueCents = (revenueCents: number, creditSalesCents: number, orphanRefundedCents: number): number =>
  revenueCents + creditSalesCents - orphanRefundedCents;

/** Rounded to the cent, 0 without paid orders. */
export const averageBasketCents = (revenueCents: number, paidOrders: number): number => (paidOrders > 0 ? Math.round(revenueCents / paidOrders) : 0);

export function financeFigures(days: Days, period: Period): FinanceFigures {
  const total = (field: DayCounter) => sum(days, period, field);
  const revenueCents = total("revenueCents");
  const paidOrders = total("paidOrders");
  const creditSalesCents = total("creditSalesCents");
  return {
    ...period,
    revenueCents,
    paidOrders,
    averageBasketCents: averageBasketCents(revenueCents, paidOrders),
    refunds: total("refunds"),
    refundedCents: total("refundedCents"),
    creditSales: total("creditSales"),
    creditSalesCents,
    creditsSold: total("creditsSold"),
    creditsSpent: total("creditsSpent"),
    netRevenueCents: netRevenueCents(revenueCents, creditSalesCents, total("orphanRefundedCents")),
  };
}

/**
 * The change from `previous` to `current`, in percent (25 for +25 %), or null when `previous`
 * is 0: no finite change exists, the console shows « — ».
 */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

export interface VatSplit {
  grossCents: number;
  netCents: number;
  vatCents: number;
}

/**
 * A VAT-included amount split at `ratePercent`: HT = round(TTC / (1 + rate / 100)) to the cent,
 * half away from zero, in integer arithmetic (the rate in hundredths of a percent, so 5.5 % is
 * exact); VAT = TTC − HT, so HT + VAT is always the TTC.
 */
export function vatSplit(grossCents: number, ratePercent: number): VatSplit {
  const rate = Math.round(ratePercent * 100);
  const numerator = Math.abs(grossCents) * 10_000;
  const denominator = 10_000 + rate;
  const net = Math.sign(grossCents) * Math.floor((2 * numerator + denominator) / (2 * denominator));
  return { grossCents, netCents: net, vatCents: grossCents - net };
}

export interface VatMonth extends VatSplit {
  month: string;
}

/** Each calendar month the period touches, cut to the period (the first and last may be partial). */
export function monthRanges(period: Period): (Period & { month: string })[] {
  return monthsOf(period).map((month) => ({
    month,
    from: period.from > `${month}-01` ? period.from : `${month}-01`,
    to: monthOf(period.to) === month ? period.to : `${month}-${String(daysInMonth(month)).padStart(2, "0")}`,
  }));
}

/** Per calendar month touched by the period: the net revenue of its days within the period, split. */
export function vatByMonth(days: Days, period: Period, ratePercent: number): VatMonth[] {
  return monthRanges(period).map(({ month, ...within }) => ({
    month,
    ...vatSplit(financeFigures(days, within).netRevenueCents, ratePercent),
  }));
}

export interface ChartPoint {
  date: string;
  revenueCents: number;
  previousRevenueCents: number;
}

/**
 * The chart: one point per day (DAY) or per calendar month touched (MONTH, the first and last
 * months possibly partial). Each point's previous value covers the same day offsets from the
 * start of the previous period, cut at its end: when the previous period is shorter (March
 * against February) the last points have nothing before them (0), when it is longer (February
 * against January) its last days are in the figures but on no point.
 */
export function chartPoints(days: Days, period: Period, previous: Period, bucket: FinanceBucket = bucketOf(period)): ChartPoint[] {
  const ranges: Period[] = bucket === "DAY" ? daysOf(period).map((day) => ({ from: day, to: day })) : monthRanges(period);
  return ranges.map((range) => {
    const offset = periodDays({ from: period.from, to: range.from }) - 1;
    const shifted = { from: addDays(previous.from, offset), to: addDays(previous.from, offset + periodDays(range) - 1) };
    const within = { from: shifted.from, to: shifted.to < previous.to ? shifted.to : previous.to };
    return {
      date: range.from,
      revenueCents: sum(days, range, "revenueCents"),
      previousRevenueCents: within.from <= within.to ? sum(days, within, "revenueCents") : 0,
    };
  });
}

export interface ShareTotal {
  /** null for orders (or lines) without an id. */
  id: string | null;
  revenueCents: number;
  orders: number;
}

/** The most products / methods the report names (one read each). */
export const MAX_SHARES = 200;

/** Revenue by product or by delivery method over the period, largest first (ties by id), at most MAX_SHARES. */
export function revenueShares(days: Days, period: Period, map: ShareMap): ShareTotal[] {
  const totals = new Map<string, ShareTotal>();
  for (const day of daysOf(period)) {
    for (const [key, share] of Object.entries(days[day]?.[map] ?? {})) {
      const total = totals.get(key) ?? { id: key === NO_ID_KEY ? null : key, revenueCents: 0, orders: 0 };
      total.revenueCents += share.cents;
      total.orders += share.orders;
      totals.set(key, total);
    }
  }
  return [...totals.values()]
    .filter((t) => t.revenueCents !== 0 || t.orders !== 0)
    .sort((a, b) => b.revenueCents - a.revenueCents || (a.id ?? "").localeCompare(b.id ?? ""))
    .slice(0, MAX_SHARES);
}

/** Reprints of one product over the period (docs/reprints.md). */
export interface ReprintShareTotal {
  /** null for lines without a product id. */
  id: string | null;
  /** Units reprinted (reprint orders in production, dated by their creation). */
  reprintedUnits: number;
  /** Units of it sold over the same days (paid orders' lines). */
  soldUnits: number;
  /** reprintedUnits / soldUnits; null when none was sold over the period. */
  rate: number | null;
  /** What the reprints cost: the reprinted units × the original lines' unit prices, in cents. */
  costCents: number;
}

/** The most products /finances lists by reprints: a compact table, 50 names read at most. */
export const MAX_REPRINT_SHARES = 50;

/** Reprints by product over the period, the most reprinted first (then the costliest, then by id), at most MAX_REPRINT_SHARES. */
export function reprintShares(days: Days, period: Period): ReprintShareTotal[] {
  const reprinted = new Map<string, { units: number; cents: number }>();
  const sold = new Map<string, number>();
  for (const day of daysOf(period)) {
    for (const [key, share] of Object.entries(days[day]?.reprintsByProduct ?? {})) {
      const total = reprinted.get(key) ?? { units: 0, cents: 0 };
      total.units += share.units ?? 0;
      total.cents += share.cents;
      reprinted.set(key, total);
    }
    for (const [key, share] of Object.entries(days[day]?.byProduct ?? {})) sold.set(key, (sold.get(key) ?? 0) + (share.units ?? 0));
  }
  return [...reprinted.entries()]
    .filter(([, total]) => total.units !== 0 || total.cents !== 0)
    .map(([key, total]) => {
      const soldUnits = sold.get(key) ?? 0;
      return {
        id: key === NO_ID_KEY ? null : key,
        reprintedUnits: total.units,
        soldUnits,
        rate: soldUnits > 0 ? total.units / soldUnits : null,
        costCents: total.cents,
      };
    })
    .sort((a, b) => b.reprintedUnits - a.reprintedUnits || b.costCents - a.costCents || (a.id ?? "").localeCompare(b.id ?? ""))
    .slice(0, MAX_REPRINT_SHARES);
}
