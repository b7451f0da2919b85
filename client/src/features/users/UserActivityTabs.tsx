/** The user's orders, creations and transactions, one paginated tab each. */
import { Badge, Tabs } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { UserCreationsDocument, UserOrdersDocument, UserTransactionsDocument } from "../../gql/graphql";
import { formatDateTime, formatEuro, formatInteger } from "../../ui/format";
import { ImageWithFallback } from "../../ui/ImageWithFallback";
import { ConnectionPagination, DataTable, useCursorStack, type Column } from "../../ui/list";
import { listLoadErrorMessage } from "../../ui/loadErrors";
import { OrderStatusBadge } from "../../ui/OrderStatusBadge";
import { useState } from "react";
import type { PageSize } from "../../ui/list";

const TRANSACTION_TYPES: Record<string, string> = {
  CREDIT_PURCHASE: "Achat de crédits",
  ORDER_PAYMENT: "Paiement de commande",
  REFUND: "Remboursement",
  CREDIT_ADJUSTMENT: "Ajustement de crédits",
  CREDIT_SPEND: "Crédits utilisés",
};
const TRANSACTION_STATUSES: Record<string, string> = { SUCCEEDED: "Réussie", PENDING: "En attente", FAILED: "Échouée" };

type Connection<Row> = { totalCount: number; edges: { node: Row }[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };

/** One tab: a page of the user's connection, with previous/next. */
function ActivityTable<Row extends { id: string }>(props: {
  userId: string;
  label: string;
  columns: Column<Row>[];
  load: (variables: { id: string; first: number; after: string | null }) => { connection?: Connection<Row>; loading: boolean; error?: unknown; refetch: () => void };
  onRowClick?: (row: Row) => void;
}) {
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const pages = useCursorStack(`${props.userId}:${pageSize}`);
  const { connection, loading, error, refetch } = props.load({ id: props.userId, first: pageSize, after: pages.after });
  const errorMessage = error ? listLoadErrorMessage(error, `Impossible de charger : ${props.label.toLowerCase()}`) : null;
  return (
    <>
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={connection?.edges.map((e) => e.node)}
        rowKey={(row) => row.id}
        loading={loading}
        error={errorMessage}
        onRetry={refetch}
        onRowClick={props.onRowClick}
      />
      {!errorMessage && (
        <ConnectionPagination pages={pages} connection={connection} pageSize={pageSize} onPageSizeChange={setPageSize} loading={loading} />
      )}
    </>
  );
}

function useOrders(variables: { id: string; first: number; after: string | null }) {
  const q = useQuery(UserOrdersDocument, { variables, notifyOnNetworkStatusChange: true });
  return { connection: (q.data ?? q.previousData)?.user?.orders, loading: q.loading, error: q.error, refetch: () => void q.refetch() };
}
function useCreations(variables: { id: string; first: number; after: string | null }) {
  const q = useQuery(UserCreationsDocument, { variables, notifyOnNetworkStatusChange: true });
  return { connection: (q.data ?? q.previousData)?.user?.creations, loading: q.loading, error: q.error, refetch: () => void q.refetch() };
}
function useTransactions(variables: { id: string; first: number; after: string | null }) {
  const q = useQuery(UserTransactionsDocument, { variables, notifyOnNetworkStatusChange: true });
  return { connection: (q.data ?? q.previousData)?.user?.transactions, loading: q.loading, error: q.error, refetch: () => void q.refetch() };
}

type OrderRow = NonNullable<ReturnType<typeof useOrders>["connection"]>["edges"][number]["node"];
type CreationRow = NonNullable<ReturnType<typeof useCreations>["connection"]>["edges"][number]["node"];
type TransactionRow = NonNullable<ReturnType<typeof useTransactions>["connection"]>["edges"][number]["node"];

const orderColumns: Column<OrderRow>[] = [
  { key: "id", header: "Commande", render: (o) => o.shortId },
  { key: "date", header: "Date", render: (o) => formatDateTime(o.createdAt) },
  { key: "status", header: "Statut", render: (o) => <OrderStatusBadge status={o.status} /> },
  { key: "items", header: "Articles", render: (o) => formatInteger(o.itemsCount), align: "end", hideBelow: "md" },
  { key: "total", header: "Total", render: (o) => formatEuro(o.total), align: "end" },
];

const creationColumns: Column<CreationRow>[] = [
  {
    key: "image",
    header: "Image",
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
  { key: "type", header: "Type", render: (t) => TRANSACTION_TYPES[t.type] ?? t.type },
  { key: "credits", header: "Crédits", render: (t) => `${t.credits > 0 ? "+" : ""}${formatInteger(t.credits)}`, align: "end" },
  { key: "amount", header: "Montant", render: (t) => formatEuro(t.amount), align: "end", hideBelow: "md" },
  { key: "status", header: "État", render: (t) => TRANSACTION_STATUSES[t.status] ?? t.status, hideBelow: "md" },
  { key: "description", header: "Description", render: (t) => t.description ?? "—", hideBelow: "lg" },
];

export function UserActivityTabs({ userId }: { userId: string }) {
  const navigate = useNavigate();
  return (
    <Tabs.Root defaultValue="orders" lazyMount variant="line" mt="6">
      <Tabs.List>
        <Tabs.Trigger value="orders">Commandes</Tabs.Trigger>
        <Tabs.Trigger value="creations">Créations</Tabs.Trigger>
        <Tabs.Trigger value="transactions">Transactions</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="orders">
        <ActivityTable userId={userId} label="Commandes" columns={orderColumns} load={useOrders} onRowClick={(o) => navigate(`/orders/${o.id}`)} />
      </Tabs.Content>
      <Tabs.Content value="creations">
        <ActivityTable userId={userId} label="Créations" columns={creationColumns} load={useCreations} onRowClick={(c) => navigate(`/creations?highlight=${c.id}`)} />
      </Tabs.Content>
      <Tabs.Content value="transactions">
        <ActivityTable userId={userId} label="Transactions" columns={transactionColumns} load={useTransactions} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
