/**
 * A product's margin as the list and the form show it: the server's arithmetic in integer cents
 * (@atelier/domain/catalogue/printingProduct `margin`, the same as `marginCents` / `marginPercent`),
 * formatted the French way. The form shows it live while the prices are typed.
 */
import { formatCents, formatPercent } from "../../ui/format";
import { margin } from "@atelier/domain/catalogue/printingProduct";

/** « 73,9 % » (Intl puts the no-break space), or « — » without a percentage (a free product). */
export const formatMarginPercent = (percent: number | null): string => (percent === null ? "—" : formatPercent(percent, true));

export type MarginText = { amount: string; percent: string; negative: boolean };

/** The margin of a sale price and a print cost in cents; null until both are valid amounts. */
export function marginText(basePriceCents: number | null, printCostCents: number | null): MarginText | null {
  if (!Number.isInteger(basePriceCents) || !Number.isInteger(printCostCents)) return null;
  const { marginCents, marginPercent } = margin(basePriceCents as number, printCostCents as number);
  return { amount: formatCents(marginCents), percent: formatMarginPercent(marginPercent), negative: marginCents < 0 };
}
