/**
 * The order's invoice and credit notes (issue 27, docs/invoicing.md): « Facture » — its number,
 * date, totals and PDF; « Facture en cours d’émission » with « Actualiser » while a paid order
 * waits for the trigger that issues it (seconds); « Aucune facture » for an order not paid or a
 * reprint (no sale) — and
 * « Avoirs », one entry per credit note, when it has any; « Rembourser » while the invoice allows it.
 * Its own chunk: the order's page asks for it once it has painted (OrderDetailPage).
 */
import { Button, DataList, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuRefreshCw } from "react-icons/lu";
import type { OrderDetailFragment, OrderInvoicingFragment, OrderRefundsFragment } from "../../gql/graphql";
import { formatCalendarDay, formatCents } from "../../ui/format";
import { notifyLoadError } from "../../ui/loadErrors";
import { DocumentPdfButton } from "../invoicing/DocumentPdfButton";
import { OrderSection } from "./OrderSection";
import { RefundButton } from "./refund/RefundButton";

type Props = {
  order: OrderInvoicingFragment & Pick<OrderDetailFragment, "shortId" | "status">;
  /** What was refunded and what remains refundable (the page's second query); null while unknown. */
  refunds: OrderRefundsFragment | null;
  /** Reads the order again (the page's query): its invoice may have been issued meanwhile. */
  onRefresh: () => Promise<unknown>;
};

export default function OrderInvoicing({ order, refunds, onRefresh }: Props) {
  return (
    <>
      <OrderSection title="Facture">
        <Invoice order={order} refunds={refunds} onRefresh={onRefresh} />
      </OrderSection>
      {order.creditNotes.length > 0 && (
        <OrderSection title="Avoirs">
          <CreditNotes creditNotes={order.creditNotes} />
        </OrderSection>
      )}
    </>
  );
}

function Invoice({ order, refunds, onRefresh }: Props) {
  const invoice = order.invoice;
  if (!invoice) {
    if (order.reprintReason) return <Text color="fg.muted">Aucune facture{"\u00a0"}: une réimpression n’est pas une vente.</Text>;
    return order.paidAt ? <InvoicePending onRefresh={onRefresh} /> : <Text color="fg.muted">Aucune facture{"\u00a0"}: la commande n’est pas payée.</Text>;
  }
  const rows: [string, string][] = [
    ["Numéro", invoice.number],
    ["Émise le", formatCalendarDay(invoice.issuedOn, "day")],
    ["Total HT", formatCents(invoice.netCents)],
    ["TVA", formatCents(invoice.vatCents)],
    ["Total TTC", formatCents(invoice.grossCents)],
  ];
  return (
    <Stack gap="4" align="start">
      <DataList.Root orientation="horizontal" size="sm" data-testid="order-invoice">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight={label === "Numéro" || label === "Total TTC" ? "medium" : undefined}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <HStack gap="2" wrap="wrap">
        <DocumentPdfButton document={invoice} label="Télécharger la facture" size="sm" />
        <RefundButton order={order} refundable={refunds?.refundable ?? null} />
      </HStack>
    </Stack>
  );
}

/** A paid order's invoice is on its way: « Actualiser » reads the order again. */
function InvoicePending({ onRefresh }: Pick<Props, "onRefresh">) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } catch (error) {
      notifyLoadError(error, "Impossible de charger la facture");
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text>Facture en cours d’émission</Text>
      <Button size="xs" variant="outline" onClick={() => void refresh()} loading={refreshing} loadingText="Actualisation…">
        <LuRefreshCw aria-hidden /> Actualiser
      </Button>
    </HStack>
  );
}

/** Each credit note's number, date, amount, reason and PDF, oldest first. */
function CreditNotes({ creditNotes }: { creditNotes: OrderInvoicingFragment["creditNotes"] }) {
  return (
    <Stack as="ul" gap="4" listStyleType="none" data-testid="order-credit-notes">
      {creditNotes.map((note) => (
        <Stack as="li" key={note.number} gap="2" align="start">
          <HStack justify="space-between" align="baseline" gap="3" width="full" wrap="wrap">
            <Text fontWeight="medium">{note.number}</Text>
            <Text fontWeight="medium">{formatCents(note.grossCents)}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            Émis le {formatCalendarDay(note.issuedOn, "day")}
            {note.reason && ` · ${note.reason}`}
          </Text>
          <DocumentPdfButton document={note} label="Télécharger" ariaLabel={`Télécharger l’avoir ${note.number}`} size="xs" />
        </Stack>
      ))}
    </Stack>
  );
}
