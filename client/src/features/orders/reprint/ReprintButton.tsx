/**
 * « Réimpression » in the order's header, for a paid order that is no reprint itself: opens the
 * reprint dialog (?dialog=reprint: a reload keeps it, the back button closes it), a chunk of its
 * own fetched once the page has painted. Once the reprint is created and the dialog closed, the
 * page opens the new order.
 */
import { Button } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Suspense, useEffect, useState } from "react";
import { LuPrinter } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { REPRINTABLE_ORDER_STATUSES } from "@atelier/domain/reprints/reasons";
import { OrderReprintsDocument, type OrderDetailFragment } from "../../../gql/graphql";
import { orderPath } from "../../../app/paths";
import { useSearchParamDialog } from "../../../ui/form";
import { lazyChunk } from "../../../ui/lazyChunk";

const { Component: ReprintDialog, load: loadReprintDialog } = lazyChunk(() => import("./ReprintDialog"));

type Props = { order: Pick<OrderDetailFragment, "id" | "shortId" | "status" | "items"> };

export function ReprintButton({ order }: Props) {
  const dialog = useSearchParamDialog("reprint");
  const links = useQuery(OrderReprintsDocument, { variables: { id: order.id } });
  const [created, setCreated] = useState<string | null>(null);
  const navigate = useNavigate();
  const paid = (REPRINTABLE_ORDER_STATUSES as readonly string[]).includes(order.status.toLowerCase());
  const isReprint = Boolean(links.data?.order?.reprintOf);
  useEffect(() => {
    if (paid) void loadReprintDialog();
  }, [paid]);
  // Opened once the dialog's own navigation (closing it) is done, so that « back » returns here.
  useEffect(() => {
    if (created && !dialog.isOpen) navigate(orderPath(created));
  }, [created, dialog.isOpen, navigate]);
  if (!paid || isReprint) return null;
  return (
    <>
      <Button variant="outline" colorPalette="teal" disabled={!links.data} onClick={() => dialog.open()}>
        <LuPrinter aria-hidden /> Réimpression
      </Button>
      <Suspense fallback={null}>{dialog.isOpen && <ReprintDialog order={order} onCreated={setCreated} onClose={dialog.close} />}</Suspense>
    </>
  );
}
