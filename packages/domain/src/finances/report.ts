/**
 * The finances report of a period (Query.finances), from the day buckets of both periods: the
 * figures, the chart, VAT per month, revenue by product and by delivery method (names are the
 * resolver's: they need reads). Pure.
 */
import { bucketOf, previousPeriod, type FinanceBucket, type Period } from "./period";
import type { VerificationSummary } from "../statsDrift";
import { documentsByMonth, type DocumentsMonth } from "./documents";
import {
  chartPoints,
  financeFigures,
  reprintShares,
  revenueShares,
  vatByMonth,
  type ChartPoint,
  type Days,
  type FinanceFigures,
  type ReprintShareTotal,
  type ShareTotal,
  type VatMonth,
} from "./figures";

export interface FinanceReportData {
  current: FinanceFigures;
  previous: FinanceFigures;
  bucket: FinanceBucket;
  chart: ChartPoint[];
  vatRate: number;
  vatByMonth: VatMonth[];
  /** The invoices and credit notes of each month, and the revenue against them (documents.ts). */
  documentsByMonth: DocumentsMonth[];
  revenueByProduct: ShareTotal[];
  revenueByDeliveryMethod: ShareTotal[];
  /** Reprints by product (docs/reprints.md). */
  reprintsByProduct: ReprintShareTotal[];
  /** The last reconciliation of the aggregates (set by the resolver, from stats/global). */
  verification?: VerificationSummary | null;
}

export function financeReport(days: Days, period: Period, vatRate: number): FinanceReportData {
  const previous = previousPeriod(period);
  const bucket = bucketOf(period);
  return {
    current: financeFigures(days, period),
    previous: financeFigures(days, previous),
    bucket,
    chart: chartPoints(days, period, previous, bucket),
    vatRate,
    vatByMonth: vatByMonth(days, period, vatRate),
    documentsByMonth: documentsByMonth(days, period),
    revenueByProduct: revenueShares(days, period, "byProduct"),
    revenueByDeliveryMethod: revenueShares(days, period, "byMethod"),
    reprintsByProduct: reprintShares(days, period),
  };
}

/** The names the report shows for a share without a record. */
export const SHARE_NAMES = {
  deleted: "Supprimé",
  noProduct: "Sans produit",
  noDeliveryMethod: "Sans mode de livraison",
} as const;
