/**
 * /finances against the invoices and credit notes (docs/invoicing.md « /finances against the
 * documents »), from the day buckets the documents' trigger keeps (dashboardStats.ts
 * `documentDelta`). Two views of one month, both to the cent:
 * - the VAT period: what the invoices and credit notes issued that month say, per rate (HT, VAT,
 *   TTC) — what the VAT return declares;
 * - the revenue: the month's revenue (orders by payment day, net of their refunds) against the
 *   invoices of the orders paid that month less their credit notes, whenever issued. Equal when
 *   every paid order has its invoice; `unexplainedCents` is the difference otherwise (an order paid
 *   before invoicing existed, an invoice still being issued).
 * The two differ by the credit notes issued in another month than their order's payment.
 */
import { DOCUMENT_RATE_MAPS, rateOfKey } from "../dashboardStats";
import { daysOf, type Period } from "./period";
import { monthRanges, type Days } from "./figures";

export interface DocumentsRate {
  vatRate: number;
  invoicedNetCents: number;
  invoicedVatCents: number;
  creditedNetCents: number;
  creditedVatCents: number;
  /** Invoices less credit notes. */
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface DocumentsMonth {
  month: string;
  /** Per VAT rate, ascending; empty without documents. */
  rates: DocumentsRate[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** Revenue of the month's days within the period (orders by payment day, what they kept). */
  revenueCents: number;
  /** Invoices of the orders paid on those days (TTC). */
  invoicedOfPaidCents: number;
  /** Their credit notes, whenever issued (TTC). */
  creditedOfPaidCents: number;
  /** revenueCents − (invoicedOfPaidCents − creditedOfPaidCents): 0 when revenue agrees with the documents. */
  unexplainedCents: number;
}

type RateMap = (typeof DOCUMENT_RATE_MAPS)[number];

export function documentsByMonth(days: Days, period: Period): DocumentsMonth[] {
  return monthRanges(period).map(({ month, ...within }) => {
    const byRate = new Map<string, Record<RateMap, number>>();
    let revenueCents = 0;
    let invoicedOfPaidCents = 0;
    let creditedOfPaidCents = 0;
    for (const day of daysOf(within)) {
      const bucket = days[day];
      if (!bucket) continue;
      revenueCents += bucket.revenueCents;
      invoicedOfPaidCents += bucket.invoicedOfPaidCents;
      creditedOfPaidCents += bucket.creditedOfPaidCents;
      for (const map of DOCUMENT_RATE_MAPS) {
        for (const [key, share] of Object.entries(bucket[map] ?? {})) {
          const rate = byRate.get(key) ?? { invoicedNetByRate: 0, invoicedVatByRate: 0, creditedNetByRate: 0, creditedVatByRate: 0 };
          rate[map] += share.cents;
          byRate.set(key, rate);
        }
      }
    }
    const rates = [...byRate.entries()]
      .map(([key, r]): DocumentsRate => {
        const netCents = r.invoicedNetByRate - r.creditedNetByRate;
        const vatCents = r.invoicedVatByRate - r.creditedVatByRate;
        return {
          vatRate: rateOfKey(key),
          invoicedNetCents: r.invoicedNetByRate,
          invoicedVatCents: r.invoicedVatByRate,
          creditedNetCents: r.creditedNetByRate,
          creditedVatCents: r.creditedVatByRate,
          netCents,
          vatCents,
          grossCents: netCents + vatCents,
        };
      })
      .filter((r) => r.invoicedNetCents || r.invoicedVatCents || r.creditedNetCents || r.creditedVatCents)
      .sort((a, b) => a.vatRate - b.vatRate);
    const sum = (field: "netCents" | "vatCents" | "grossCents") => rates.reduce((total, r) => total + r[field], 0);
    return {
      month,
      rates,
      netCents: sum("netCents"),
      vatCents: sum("vatCents"),
      grossCents: sum("grossCents"),
      revenueCents,
      invoicedOfPaidCents,
      creditedOfPaidCents,
      unexplainedCents: revenueCents - (invoicedOfPaidCents - creditedOfPaidCents),
    };
  });
}
