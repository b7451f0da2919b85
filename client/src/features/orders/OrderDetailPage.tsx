/** /orders/{id}: header, items, customer, shipping, tracking number, invoice and credit notes, status timeline, internal notes. */
import { Box, Card, Grid, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { Suspense, useEffect } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { useAuth } from "../../app/auth/AuthContext";
import {
  OrderDetailPageDocument,
  OrderRefundsDocument,
  OrderReprintsDocument,
  OrderRowFragmentDoc,
  type OrderDetailFragment,
  type OrderInvoicingFragment,
  type OrderRefundsFragment,
} from "../../gql/graphql";
import { DetailSkeleton, DetailState } from "../../ui/detail";
import { lazyChunk } from "../../ui/lazyChunk";
import { formatCents } from "../../ui/format";
import type { PageProps } from "../../ui/pageProps";
import { EntityHistory } from "../audit/EntityHistory";
import { PresenceNotice } from "../live/presence/PresenceNotice";
import { RecordChangedNotice } from "../live/presence/RecordChangedNotice";
import { ChangeStatusButton } from "./ChangeStatusButton";
import { OrderItems } from "./OrderItems";
import { OrderHeader, type OrderHeadFields } from "./OrderHeader";
import { OrderNotes } from "./OrderNotes";
import { orderPageVariables, readsRefunds } from "./orderPrefetch";

/** What a list calls when one of its rows is pointed at (ui/list/useRowPrefetch). */
export { prefetch } from "./orderPrefetch";
import { OrderSection as Section } from "./OrderSection";
import { OrderTimeline } from "./OrderTimeline";
import { PackingSlipsButton } from "./packingSlips/PackingSlipsButton";
import { OrderReprintLinks } from "./reprint/OrderReprintLinks";
import { ReprintButton } from "./reprint/ReprintButton";
import { TrackingNumberField } from "./TrackingNumberField";
import { PATHS, userPath } from "../../app/paths";
import { REFETCHED_AFTER_WRITES } from "../../ui/mutation/refetchedAfterWrites";

// minmax(0, …): a column is as wide as the page allows, never as wide as its longest word.
const LAYOUT = { base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" };

/** The invoice and credit notes' cards: a chunk asked for once the page has painted (its skeleton), while the order loads. */
const { Component: OrderInvoicing, load: loadInvoicing } = lazyChunk(() => import("./OrderInvoicing"));

export default function OrderDetailPage({ title }: PageProps) {
  const { id = "" } = useParams();
  // Only what the member's role may read (docs/roles.md « Console »): the server refuses the whole
  // operation for one field it lacks. Invoices: FINANCES or REFUNDS; what is left to refund: REFUNDS.
  const { can } = useAuth();
  // The same variables as the row's prefetch (orderPrefetch.ts), so the click finds the answer in the cache.
  const variables = orderPageVariables(id, can);
  const { withInvoicing } = variables;
  const { data, loading, error, refetch } = useQuery(OrderDetailPageDocument, { variables });
  // What was refunded and what remains (refundOrder.graphql), shown with the order: nothing moves when it arrives.
  const refunds = useQuery(OrderRefundsDocument, { variables: { id }, context: REFETCHED_AFTER_WRITES, skip: !readsRefunds(can) });
  const refundsPending = refunds.loading && !refunds.data;
  // The reprints' links under the title, and whether « Réimpression » shows (docs/reprints.md):
  // asked with the order and drawn with it. Drawn later, the links pushed the page down and the
  // button, widening the actions beside a long header, sent them under it (0.38 of layout shift
  // on a shipped order partly refunded, at 1,440 px: e2e/refunds.test.ts).
  const reprints = useQuery(OrderReprintsDocument, { variables: { id } });
  const reprintsPending = reprints.loading && !reprints.data;
  const sidePending = refundsPending || reprintsPending;
  // What the list already showed of this order (its row, in the cache): drawn at once, the rest as skeletons.
  const client = useApolloClient();
  const known = client.readFragment({ fragment: OrderRowFragmentDoc, id: client.cache.identify({ __typename: "Order", id }) });
  useEffect(() => {
    if (withInvoicing) void loadInvoicing();
  }, [withInvoicing]);
  return (
    <>
      {/* Who else is on this order, and their saves as they happen (docs/live.md « Who else is here »): above the preview and the order alike. */}
      <Box mb="4">
        <RecordChangedNotice kind="order" id={id} onReload={() => Promise.all([refetch(), readsRefunds(can) ? refunds.refetch() : null])} followsScroll />
        <PresenceNotice kind="order" id={id} />
      </Box>
      <DetailState
        title={title}
        item={sidePending ? undefined : data?.order}
        loading={loading || sidePending}
        preview={known ? <OrderPreview order={known} /> : undefined}
        error={error}
        onRetry={refetch}
        loadFailed="Impossible de charger la commande"
        notFound={{
          title: "Commande introuvable",
          message: "Aucune commande ne porte ce numéro. Vérifiez l’adresse ou retrouvez-la dans la liste des commandes.",
          back: { to: PATHS.orders, label: "Retour aux commandes" },
        }}
        // Articles, status history and notes; customer, delivery and invoice.
        skeleton={<OrderSkeleton />}
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
    </>
  );
}

/** Articles, status history and notes; customer, delivery and invoice. */
const OrderSkeleton = () => (
  <DetailSkeleton
    templateColumns={LAYOUT}
    columns={[
      ["64", "48", "60"],
      ["28", "72", "60"],
    ]}
  />
);

/** The order as its list row knew it: its head, and the rest (its actions too) as skeletons in the page's own places. */
function OrderPreview({ order }: { order: OrderHeadFields }) {
  const { can } = useAuth();
  return (
    <Stack gap="6" aria-busy="true">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <OrderHeader order={order} />
        <HStack gap="2" wrap="wrap">
          {can("REFUNDS") && <Skeleton height="10" width="36" rounded="l2" />}
          {can("FULFILMENT") && <Skeleton height="10" width="44" rounded="l2" />}
        </HStack>
      </HStack>
      <OrderSkeleton />
    </Stack>
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
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <OrderHeader order={order} refundedCents={refundedCents}>
          <OrderReprintLinks orderId={order.id} />
        </OrderHeader>
        <HStack gap="2" wrap="wrap">
          {/* Each action shows only for a role that may do it (docs/roles.md « Console »). */}
          {can("REFUNDS") && <ReprintButton order={order} />}
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
