/**
 * The words of « Factures et avoirs par mois » (docs/invoicing.md « /finances against the
 * documents »): a VAT rate, and each month's revenue set against the documents of the orders paid
 * in it.
 */
import { formatCalendarDay, formatCents, formatDecimal } from "../../ui/format";
import type { FinanceReport } from "./types";

export type DocumentsMonth = FinanceReport["documentsByMonth"][number];

/** « 20 % », « 5,5 % »: written as the settings and « TVA par mois » write the rate. */
export const vatRateText = (rate: number) => `${formatDecimal(rate, 2)}\u00a0%`;

/**
 * « novembre 2026 : chiffre d’affaires 1 234,50 € = factures 1 300,00 € − avoirs 65,50 € », and
 * `gap`: null when the revenue agrees with the documents, otherwise what the difference likely is.
 * More revenue than documents: paid orders whose invoice is not issued yet (seconds after the
 * payment) or that were paid before invoicing existed. Fewer: an invoice whose order left the
 * revenue without a credit note.
 */
export function reconciliationOf(month: DocumentsMonth): { sentence: string; gap: string | null } {
  const sentence =
    `${formatCalendarDay(month.month, "month")}\u00a0: chiffre d’affaires ${formatCents(month.revenueCents)}` +
    ` = factures ${formatCents(month.invoicedOfPaidCents)} \u2212 avoirs ${formatCents(month.creditedOfPaidCents)}`;
  const gap = month.unexplainedCents;
  if (gap === 0) return { sentence, gap: null };
  const amount = formatCents(Math.abs(gap));
  return {
    sentence,
    gap:
      gap > 0
        ? `Écart de ${amount}\u00a0: commandes payées sans facture (encore en cours d’émission\u00a0?)`
        : `Écart de ${amount}\u00a0: factures sans chiffre d’affaires (commande annulée sans avoir\u00a0?)`,
  };
}
