/** /orders/{id}: header, items, customer, shipping, tracking number, invoice and credit notes, status timeline, internal notes. */
import { Badge, Box, Card, Grid, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { lazy, Suspense, useEffect } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { useAuth } from "../../app/auth/AuthContext";
import {
  OrderDetailPageDocument,
  OrderRefundsDocument,
  type OrderDetailFragment,
  type OrderInvoicingFragment,
  type OrderRefundsFragment,
} from "../../gql/graphql";
import { DetailSkeleton, DetailState } from "../../ui/detail";
import { formatDateTime, formatCents } from "../../ui/format";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";
import type { PageProps } from "../../ui/pageProps";
import { EntityHistory } from "../audit/EntityHistory";
import { ChangeStatusButton } from "./ChangeStatusButton";
import { OrderItems } from "./OrderItems";
import { OrderNotes } from "./OrderNotes";
import { OrderSection as Section } from "./OrderSection";
import { OrderTimeline } from "./OrderTimeline";
import { PackingSlipsButton } from "./packingSlips/PackingSlipsButton";
import { TrackingNumberField } from "./TrackingNumberField";
import { PATHS, userPath } from "../../app/paths";

// minmax(0, …): a column is as wide as the page allows, never as wide as its longest word.
const LAYOUT = { base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" };

/** The invoice and credit notes' cards: a chunk asked for once the page has painted (its skeleton), while the order loads. */
const loadInvoicing = () => import("./OrderInvoicing");
const OrderInvoicing = lazy(loadInvoicing);
/** The reprints' links and « Réimpression » (docs/reprints.md): their own chunk, as the invoice's. */
const loadReprints = () => import("./reprint/OrderReprints");
const OrderReprintLinks = lazy(() => loadReprints().then((m) => ({ default: m.OrderReprintLinks })));
const ReprintButton = lazy(() => loadReprints().then((m) => ({ default: m.ReprintButton })));

export default function OrderDetailPage({ title }: PageProps) {
  const { id = "" } = useParams();
  // Only what the member's role may read (docs/roles.md « Console »): the server refuses the whole
  // operation for one field it lacks. Invoices: FINANCES or REFUNDS; what is left to refund: REFUNDS.
  const { can } = useAuth();
  const withInvoicing = can("FINANCES") || can("REFUNDS");
  const { data, loading, error, refetch } = useQuery(OrderDetailPageDocument, { variables: { id, withInvoicing } });
  // What was refunded and what remains (refundOrder.graphql), shown with the order: nothing moves when it arrives.
  const refunds = useQuery(OrderRefundsDocument, { variables: { id }, skip: !can("REFUNDS") });
  const refundsPending = refunds.loading && !refunds.data;
  useEffect(() => {
    if (withInvoicing) void loadInvoicing();
  }, [withInvoicing]);
  return (
    <DetailState
      title={title}
      item={refundsPending ? undefined : data?.order}
      loading={loading || refundsPending}
      error={error}
      onRetry={refetch}
      loadFailed="Impossible de charger la commande"
      notFound={{
        title: "Commande introuvable",
        message: "Aucune commande ne porte ce numéro. Vérifiez l’adresse ou retrouvez-la dans la liste des commandes.",
        back: { to: PATHS.orders, label: "Retour aux commandes" },
      }}
      // Articles, status history and notes; customer, delivery and invoice.
      skeleton={
        <DetailSkeleton
          templateColumns={LAYOUT}
          columns={[
            ["64", "48", "60"],
            ["28", "72", "60"],
          ]}
        />
      }
    >
      {(order) => (
        <OrderDetail
          order={order}
          // Asked for only when the role may read it (`withInvoicing`), hence there then.
          invoicing={withInvoicing ? (order as OrderDetailFragment & OrderInvoicingFragment) : null}
          refunds={refunds.data?.order ?? null}
          refresh={() => Promise.all([refetch(), can("REFUNDS") ? refunds.refetch() : null])}
        />
      )}
    </DetailState>
  );
}

type DetailProps = {
  order: OrderDetailFragment;
  /** The order's invoice and credit notes; null when the role may not read them. */
  invoicing: (OrderDetailFragment & OrderInvoicingFragment) | null;
  refunds: OrderRefundsFragment | null;
  refresh: () => Promise<unknown>;
};

function OrderDetail({ order, invoicing, refunds, refresh }: DetailProps) {
  const { can } = useAuth();
  const address = order.shippingAddress;
  const refundedCents = refunds?.refundedCents ?? 0;
  // Refunded whole, the status says it (« Remboursée »).
  const partlyRefunded = refundedCents > 0 && refundedCents < order.totalCents;
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Stack gap="1" minW="0">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              Commande {order.shortId}
            </Heading>
            <OrderStatusBadge status={order.status} />
            {partlyRefunded && (
              <Badge colorPalette="orange" variant="subtle">
                Partiellement remboursée
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {formatCents(order.totalCents)} · créée le {formatDateTime(order.createdAt)}
            {order.paidAt && ` · payée le ${formatDateTime(order.paidAt)}`}
            {order.shippedAt && ` · expédiée le ${formatDateTime(order.shippedAt)}`}
            {order.deliveredAt && ` · livrée le ${formatDateTime(order.deliveredAt)}`}
            {partlyRefunded && ` · Remboursé\u00a0: ${formatCents(refundedCents)}`}
          </Text>
          <Suspense fallback={null}>
            <OrderReprintLinks orderId={order.id} />
          </Suspense>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {/* Each action shows only for a role that may do it (docs/roles.md « Console »). */}
          {can("REFUNDS") && (
            <Suspense fallback={null}>
              <ReprintButton order={order} />
            </Suspense>
          )}
          {can("FULFILMENT") && <ChangeStatusButton order={order} />}
        </HStack>
      </HStack>

      <Grid templateColumns={LAYOUT} gap="6" alignItems="start">
        <Stack gap="6">
          <Section title={`Articles (${order.itemsCount})`}>
            <OrderItems items={order.items} />
          </Section>
          <Section title="Historique des statuts">
            <OrderTimeline history={order.statusHistory} />
          </Section>
          <Section title="Notes internes">
            <OrderNotes order={order} />
          </Section>
          {can("STAFF") && (
            <Card.Root>
              <Card.Body>
                <EntityHistory targetType="order" targetId={order.id} />
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
        <Stack gap="6">
          <Section title="Client">
            {order.customer ? (
              <Stack gap="0" overflowWrap="anywhere">
                {/* Their page only for a role that opens it (CUSTOMERS_READ): otherwise their name alone. */}
                {can("CUSTOMERS_READ") ? (
                  <Link asChild color="teal.fg" fontWeight="medium">
                    <RouterLink to={userPath(order.customer.id)}>{order.customer.fullName ?? order.customer.email}</RouterLink>
                  </Link>
                ) : (
                  <Text fontWeight="medium">{order.customer.fullName ?? order.customer.email}</Text>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {order.customer.email}
                </Text>
              </Stack>
            ) : (
              <Text color="fg.muted">Client inconnu</Text>
            )}
          </Section>
          <Section title="Livraison">
            <Stack gap="3">
              {address && (
                <Box as="address" fontStyle="normal" overflowWrap="anywhere">
                  {[address.fullName, address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(" "), address.country]
                    .filter(Boolean)
                    .map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                </Box>
              )}
              <Text fontSize="sm" overflowWrap="anywhere">
                Mode : {order.deliveryMethod?.name ?? order.deliveryMethodId ?? "—"} ·{" "}
                {order.deliveryPriceCents === null ? "—" : formatCents(order.deliveryPriceCents)}
              </Text>
              {can("FULFILMENT") ? (
                <>
                  <TrackingNumberField key={order.trackingNumber ?? ""} order={order} />
                  {/* Here, beside the address it prints, not in the header: the header's actions stay two, on one line. */}
                  <Box>
                    <PackingSlipsButton orderIds={[order.id]} label="Bon de préparation" size="sm" />
                  </Box>
                </>
              ) : (
                <Text fontSize="sm" overflowWrap="anywhere">
                  Numéro de suivi{"\u00a0"}: {order.trackingNumber ?? "—"}
                </Text>
              )}
            </Stack>
          </Section>
          {invoicing && (
            <Suspense fallback={<Skeleton height="60" rounded="l3" />}>
              <OrderInvoicing order={invoicing} refunds={refunds} onRefresh={refresh} />
            </Suspense>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
