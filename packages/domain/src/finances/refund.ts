/**
 * The REFUND transaction an order's move to `refunded` writes (CONTRACT-13-14, docs/finances.md):
 * one per order, at a fixed id, so the admin's status change and the storefront trigger can both
 * try and only the first creates it.
 */
export const refundTransactionId = (orderId: string): string => `refund-${orderId}`;

/** The console's short order id: the first 6 characters, upper-cased. */
export const shortOrderId = (orderId: string): string => orderId.slice(0, 6).toUpperCase();

/** Whether a write cancelled an order that had been paid: its invoice then needs a credit note (docs/invoicing.md). */
export const cancelsInvoice = (before: string | null | undefined, after: string | null | undefined): boolean =>
  after === "cancelled" && (before === "paid" || before === "processing");

/** Whether a write moved the order to refunded (a redelivered or unrelated write does not). */
export const movedToRefunded = (before: string | null | undefined, after: string | null | undefined): boolean => after === "refunded" && before !== "refunded";

export interface RefundTransaction {
  type: "REFUND";
  amount: number;
  credits: 0;
  status: "SUCCEEDED";
  orderId: string;
  userId: string | null;
  description: string;
  createdBy: string | null;
  /** The credit note (avoir) the refund issued; null when the order had no invoice. */
  creditNoteNumber: string | null;
}

/**
 * Its fields, createdAt aside (the writer stamps it). Amount in euros, positive: the credit note's
 * (what remained of the invoice), else the order's total.
 */
export function refundTransaction(
  order: { id: string; total: number; userId: string | null },
  createdBy: string | null,
  creditNote: { number: string; grossCents: number } | null = null,
): RefundTransaction {
  return {
    type: "REFUND",
    amount: creditNote ? creditNote.grossCents / 100 : Math.abs(order.total),
    credits: 0,
    status: "SUCCEEDED",
    orderId: order.id,
    userId: order.userId,
    description: creditNote
      ? `Remboursement de la commande #${shortOrderId(order.id)} (avoir ${creditNote.number})`
      : `Remboursement de la commande #${shortOrderId(order.id)}`,
    createdBy,
    creditNoteNumber: creditNote?.number ?? null,
  };
}
