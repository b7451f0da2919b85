/**
 * « Rembourser » on the invoice's card, while the invoice still allows a refund: opens the refund
 * dialog (?dialog=refund: a reload keeps it, the back button closes it). The dialog is a chunk of
 * its own, fetched once the card has painted.
 */
import { Button } from "@chakra-ui/react";
import { Suspense, useEffect } from "react";
import { LuUndo2 } from "react-icons/lu";
import { REFUNDABLE_ORDER_STATUSES } from "@atelier/domain/invoicing/refund";
import type { OrderDetailFragment } from "../../../gql/graphql";
import { useSearchParamDialog } from "../../../ui/form/useDialogRoute";
import { lazyChunk } from "../../../ui/lazyChunk";
import type { RefundableFields } from "./refundForm";

// Opened after its preload, the dialog draws at once (ui/lazyChunk.ts).
const { Component: RefundDialog, load: loadRefundDialog } = lazyChunk(() => import("./RefundDialog"));

type Props = {
  order: Pick<OrderDetailFragment, "id" | "shortId" | "status">;
  /** What the invoice still allows to refund; null: nothing (no invoice, refunded whole, not paid). */
  refundable: RefundableFields | null;
};

/** Whether anything is left to refund: the status is checked too, since a status change does not read `refundable` again. */
export const canRefund = (order: Props["order"], refundable: RefundableFields | null): refundable is RefundableFields =>
  refundable !== null && refundable.totalCents > 0 && (REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status.toLowerCase());

export function RefundButton({ order, refundable }: Props) {
  const dialog = useSearchParamDialog("refund");
  const allowed = canRefund(order, refundable);
  useEffect(() => {
    if (allowed) void loadRefundDialog();
  }, [allowed]);
  if (!allowed) return null;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => dialog.open()}>
        <LuUndo2 aria-hidden /> Rembourser
      </Button>
      <Suspense fallback={null}>{dialog.isOpen && <RefundDialog order={order} refundable={refundable} onClose={dialog.close} />}</Suspense>
    </>
  );
}
