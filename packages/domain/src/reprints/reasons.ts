/**
 * The reprints' vocabulary (docs/reprints.md), apart from their rules (reprint.ts): what the
 * console's order page needs before the reprint dialog's chunk, which holds the rules, is loaded.
 */
export const REPRINT_REASONS = [
  { value: "MISPRINT", label: "Erreur d’impression" },
  { value: "DAMAGED", label: "Colis endommagé" },
  { value: "LOST", label: "Colis perdu" },
] as const;

export type ReprintReason = (typeof REPRINT_REASONS)[number]["value"];

/** The French label of a reason, or null for an unknown value. */
export const reprintReasonLabel = (value: string | null | undefined): string | null => REPRINT_REASONS.find((reason) => reason.value === value)?.label ?? null;

/** Paid and still standing: a pending order was never made, a cancelled or refunded one is settled otherwise. */
export const REPRINTABLE_ORDER_STATUSES = ["paid", "processing", "shipped", "delivered"] as const;

/** How many reprints one order may have: Order.reprints lists them all in one bounded query. */
export const MAX_REPRINTS_PER_ORDER = 20;
