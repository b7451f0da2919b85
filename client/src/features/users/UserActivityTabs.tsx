/** The user's orders, creations and transactions, one paginated tab each. */
import { Badge, Link, Tabs } from "@chakra-ui/react";
import type { TypedDocumentNode } from "@apollo/client";
import { Link as RouterLink } from "react-router-dom";
import {
  UserCreationsDocument,
  UserOrdersDocument,
  UserTransactionsDocument,
  type UserCreationsQuery,
  type UserOrdersQuery,
  type UserTransactionsQuery,
} from "../../gql/graphql";
import { formatDateTime, formatCents, formatInteger } from "../../ui/format";
import { ImageWithFallback } from "../../ui/ImageWithFallback";
import { ConnectionPagination, DataTable, useConnectionList, type Column, type ConnectionLike, type RowLinkTarget } from "../../ui/list";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from "@atelier/domain/finances/transactionLabels";
import { creationsPath, financesPath, orderPath } from "../../app/paths";
import { useCan } from "../../app/auth/AuthContext";

type ActivityDocument<TData> = TypedDocumentNode<TData, { id: string; first: number; after?: string | null }>;

/** One tab: a page of the user's connection, with previous/next. */
function ActivityTable<TData extends object, Row extends { id: string }>(props: {
  userId: string;
  label: string;
  columns: Column<Row>[];
  document: ActivityDocument<TData>;
  connection: (data: TData) => ConnectionLike<Row> | null | undefined;
  rowLink?: (row: Row) => RowLinkTarget;
}) {
  const list = useConnectionList(props.document, {
    variables: (_, page) => ({ id: props.userId, ...page }),
    connection: props.connection,
    pageSize: "local",
    loadFailed: `Impossible de charger : ${props.label.toLowerCase()}`,
  });
  return (
    <>
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        loading={list.loading}
        error={list.errorMessage}
        onRetry={list.retry}
        rowLink={props.rowLink}
      />
      {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
    </>
  );
}

type Nodes<C> = NonNullable<C> extends ConnectionLike<infer Row> ? Row : never;
type OrderRow = Nodes<NonNullable<UserOrdersQuery["user"]>["orders"]>;
type CreationRow = Nodes<NonNullable<UserCreationsQuery["user"]>["creations"]>;
type TransactionRow = Nodes<NonNullable<UserTransactionsQuery["user"]>["transactions"]>;

const orderColumns: Column<OrderRow>[] = [
  { key: "id", header: "Commande", render: (o) => o.shortId },
  { key: "date", header: "Date", render: (o) => formatDateTime(o.createdAt) },
  { key: "status", header: "Statut", render: (o) => <OrderStatusBadge status={o.status} /> },
  { key: "items", header: "Articles", render: (o) => formatInteger(o.itemsCount), align: "end", hideBelow: "md" },
  { key: "total", header: "Total", render: (o) => formatCents(o.totalCents), align: "end" },
];

const creationColumns: Column<CreationRow>[] = [
  {
    key: "image",
    header: "Image",
    cardLines: 2,
    render: (c) => <ImageWithFallback src={c.imageUrl} fallbackSrc={c.originalImageUrl} alt={c.prompt ?? "Création"} boxSize="12" rounded="l1" />,
  },
  { key: "style", header: "Style", render: (c) => c.styleLabel ?? "—" },
  { key: "date", header: "Date", render: (c) => formatDateTime(c.createdAt) },
  {
    key: "moderation",
    header: "Modération",
    render: (c) =>
      !c.moderation.isModerated ? (
        <Badge colorPalette="yellow">À modérer</Badge>
      ) : c.moderation.status === "REJECTED" ? (
        <Badge colorPalette="red">Rejetée</Badge>
      ) : (
        <Badge colorPalette="green">Approuvée</Badge>
      ),
  },
];

const transactionColumns: Column<TransactionRow>[] = [
  { key: "date", header: "Date", render: (t) => formatDateTime(t.createdAt) },
  { key: "type", header: "Type", render: (t) => TRANSACTION_TYPE_LABELS[t.type] },
  { key: "credits", header: "Crédits", render: (t) => `${t.credits > 0 ? "+" : ""}${formatInteger(t.credits)}`, align: "end" },
  { key: "amount", header: "Montant", render: (t) => formatCents(t.amountCents), align: "end", hideBelow: "md" },
  { key: "status", header: "État", render: (t) => TRANSACTION_STATUS_LABELS[t.status], hideBelow: "md" },
  { key: "description", header: "Description", render: (t) => t.description ?? "—", hideBelow: "lg" },
];

export function UserActivityTabs({ userId }: { userId: string }) {
  // Only the tabs the member's role may read (docs/roles.md « Console »): a customer's orders need
  // ORDERS_READ, their transactions CREDITS; the server refuses the rest.
  const can = useCan();
  const orders = can("ORDERS_READ");
  const transactions = can("CREDITS");
  return (
    <Tabs.Root defaultValue={orders ? "orders" : "creations"} lazyMount variant="line" mt="6">
      <Tabs.List>
        {orders && <Tabs.Trigger value="orders">Commandes</Tabs.Trigger>}
        <Tabs.Trigger value="creations">Créations</Tabs.Trigger>
        {transactions && <Tabs.Trigger value="transactions">Transactions</Tabs.Trigger>}
      </Tabs.List>
      {orders && (
        <Tabs.Content value="orders">
          <ActivityTable
            userId={userId}
            label="Commandes"
            columns={orderColumns}
            document={UserOrdersDocument}
            connection={(data) => data.user?.orders}
            rowLink={(o) => ({ to: orderPath(o.id) })}
          />
        </Tabs.Content>
      )}
      <Tabs.Content value="creations">
        <ActivityTable
          userId={userId}
          label="Créations"
          columns={creationColumns}
          document={UserCreationsDocument}
          connection={(data) => data.user?.creations}
          rowLink={(c) => ({ to: creationsPath({ highlight: c.id }) })}
        />
      </Tabs.Content>
      {transactions && (
        <Tabs.Content value="transactions">
          <Link asChild fontSize="sm" color="teal.fg" mb="3" display="inline-block">
            <RouterLink to={financesPath("transactions", { q: userId })}>Voir dans le suivi financier</RouterLink>
          </Link>
          <ActivityTable
            userId={userId}
            label="Transactions"
            columns={transactionColumns}
            document={UserTransactionsDocument}
            connection={(data) => data.user?.transactions}
          />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
