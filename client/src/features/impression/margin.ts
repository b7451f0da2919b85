/**
 * A product's margin, computed in integer cents as the server computes `marginCents` and
 * `marginPercent` (CATALOGUE-CONTRACT.md): base − cost, and margin / base × 100 with one
 * decimal, null when the base price is 0. The form shows it live while the prices are typed.
 */
export interface Margin {
  cents: number;
  /** One decimal; null when the sale price is 0 (no percentage of nothing). */
  percent: number | null;
}

export function productMargin(basePriceCents: number, printCostCents: number): Margin {
  const cents = basePriceCents - printCostCents;
  // × 1000 then / 10 keeps the division exact to the tenth in integers before the one rounding.
  const percent = basePriceCents === 0 ? null : Math.round((cents * 1000) / basePriceCents) / 10;
  return { cents, percent };
}

const percentFormat = new Intl.NumberFormat("fr-FR", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** « 73,9 % » (Intl puts the no-break space), or « — » without a percentage. */
export const formatMarginPercent = (percent: number | null): string => (percent === null ? "—" : percentFormat.format(percent / 100));
