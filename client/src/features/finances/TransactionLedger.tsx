/**
 * « Transactions »: every transaction of the shop, newest first, filtered from the URL (type,
 * status, customer, days, amount), by cursor pages, with links to the customer and the order,
 * and the CSV export of exactly what the filters select. The section /finances/transactions
 * (FinancesTransactionsPage.tsx); a user's Transactions tab links to it with `?q=<uid>`.
 */
import { Box, Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { auth } from "../../app/firebase";
import { FinanceTransactionsDocument, type FinanceTransactionsQuery } from "../../gql/graphql";
import { ExportCsvButton } from "../../ui/export/ExportCsvButton";
import { formatDateTime, formatCents, formatInteger } from "../../ui/format";
import { ConnectionPagination, DataTable, DateRangeFields, FilterBar, useConnectionList, type Column, type FilterOption } from "../../ui/list";
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from "@atelier/domain/finances/transactionLabels";
import { AmountFilter } from "./AmountFilter";
import { CustomerFilter } from "./CustomerFilter";
import { LEDGER_DEFAULTS, ledgerExportQuery, ledgerFiltered, transactionFilter, type LedgerParams } from "./ledgerParams";
import { orderPath, userPath } from "../../app/paths";
import { useCan } from "../../app/auth/AuthContext";

type Row = FinanceTransactionsQuery["transactions"]["edges"][number]["node"];

const ROW_HEIGHT = "12";

const options = (all: string, labels: Record<string, string>): FilterOption[] => [["", all], ...Object.entries(labels)];
const transactionsLabel = (n: number) => `${formatInteger(n)} transaction${n > 1 ? "s" : ""}`;

const columns: Column<Row>[] = [
  { key: "date", header: "Date", render: (t) => formatDateTime(t.createdAt), width: "40" },
  { key: "type", header: "Type", render: (t) => TRANSACTION_TYPE_LABELS[t.type], width: "44" },
  {
    key: "customer",
    header: "Client",
    render: (t) =>
      t.userId ? (
        <Link asChild color="teal.fg" truncate display="block">
          <RouterLink to={userPath(t.userId)}>{t.user?.fullName || t.user?.email || t.userId}</RouterLink>
        </Link>
      ) : (
        "—"
      ),
  },
  {
    key: "order",
    header: "Commande",
    render: (t) =>
      t.order ? (
        <Link asChild color="teal.fg">
          <RouterLink to={orderPath(t.order.id)} aria-label={`Commande ${t.order.shortId}`}>
            {t.order.shortId}
          </RouterLink>
        </Link>
      ) : (
        "—"
      ),
    width: "28",
    hideBelow: "md",
  },
  { key: "amount", header: "Montant", render: (t) => formatCents(t.amountCents), align: "end", width: "28" },
  { key: "credits", header: "Crédits", render: (t) => `${t.credits > 0 ? "+" : ""}${formatInteger(t.credits)}`, align: "end", width: "24", hideBelow: "md" },
  { key: "status", header: "Statut", render: (t) => TRANSACTION_STATUS_LABELS[t.status], width: "28", hideBelow: "sm" },
  {
    key: "description",
    header: "Description",
    // A refund's description names its credit note (avoir): a link to its order's page, which lists it with its PDF.
    // The link's name is its visible text (WCAG 2.5.3), so the number is written into that text when the description lacks it.
    render: (t) =>
      t.creditNoteNumber && t.orderId ? (
        <Link asChild color="teal.fg" truncate display="block" title={creditNoteText(t.description, t.creditNoteNumber)}>
          <RouterLink to={orderPath(t.orderId)}>{creditNoteText(t.description, t.creditNoteNumber)}</RouterLink>
        </Link>
      ) : (
        <Text truncate title={t.description ?? undefined}>
          {t.description ?? "—"}
        </Text>
      ),
    hideBelow: "lg",
  },
];

function creditNoteText(description: string | null | undefined, creditNoteNumber: string): string {
  if (!description) return `Avoir ${creditNoteNumber}`;
  return description.includes(creditNoteNumber) ? description : `${description} (avoir ${creditNoteNumber})`;
}

export function TransactionLedger() {
  const can = useCan();
  const list = useConnectionList(FinanceTransactionsDocument, {
    params: LEDGER_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: transactionFilter(params) }),
    connection: (data) => data.transactions,
    loadFailed: "Impossible de charger les transactions",
  });
  const { params, setParams, connection } = list;
  return (
    <Box as="section" aria-labelledby="ledger-title">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3" mb="4">
        <Box>
          <Heading as="h2" size="lg" id="ledger-title">
            Transactions
          </Heading>
          <Text color="fg.muted" height="6" data-testid="ledger-count">
            {connection && transactionsLabel(connection.totalCount)}
          </Text>
        </Box>
        {/* The file lists personal data: PERSONAL_DATA, as the server's /export declares it (docs/roles.md). */}
        {can("PERSONAL_DATA") && (
          <ExportCsvButton
            label="Exporter le CSV"
            url={`/export/transactions.csv?${ledgerExportQuery(params)}`}
            fallbackName="transactions.csv"
            idToken={async () => auth.currentUser?.getIdToken()}
            done={(rows) => `${transactionsLabel(rows)} exportée${rows > 1 ? "s" : ""}.`}
            expectedRows={connection?.totalCount}
          />
        )}
      </HStack>
      <LedgerFilters params={params} onChange={setParams} />
      <DataTable
        label="Transactions"
        columns={columns}
        rows={list.rows}
        rowKey={(t) => t.id}
        loading={list.loading}
        error={list.errorMessage}
        onRetry={list.retry}
        rowHeight={ROW_HEIGHT}
        skeletonRows={list.pageSize}
        emptyAction={
          ledgerFiltered(params) && (
            <Button size="sm" variant="outline" onClick={() => setParams(LEDGER_DEFAULTS)}>
              Effacer les filtres
            </Button>
          )
        }
      />
      {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
    </Box>
  );
}

function LedgerFilters({ params, onChange }: { params: LedgerParams; onChange: (patch: Partial<LedgerParams>) => void }) {
  const canFindCustomers = useCan()("CUSTOMERS_READ");
  return (
    <Box role="group" aria-label="Filtres des transactions">
      <FilterBar
        params={params}
        onChange={onChange}
        filters={[
          { key: "type", label: "Type", options: options("Tous les types", TRANSACTION_TYPE_LABELS) },
          { key: "status", label: "Statut", options: options("Tous les statuts", TRANSACTION_STATUS_LABELS) },
        ]}
      >
        {/* Found by e-mail or name as on /users; the URL keeps the uid chosen. */}
        {/* Finding a customer reads the customers (CUSTOMERS_READ, docs/roles.md « Console »). */}
        {canFindCustomers && <CustomerFilter uid={params.q} onChange={(q) => onChange({ q })} />}
      </FilterBar>
      <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-start" }} wrap="wrap" mb="4">
        <HStack gap="3" align="flex-start">
          <DateRangeFields
            from={params.ledgerFrom}
            to={params.ledgerTo}
            onChange={({ from, to }) => onChange({ ...(from !== undefined && { ledgerFrom: from }), ...(to !== undefined && { ledgerTo: to }) })}
          />
        </HStack>
        <HStack gap="3" align="flex-start">
          <AmountFilter label="Montant min (€)" value={params.min} onChange={(min) => onChange({ min })} />
          <AmountFilter label="Montant max (€)" value={params.max} onChange={(max) => onChange({ max })} />
        </HStack>
        {ledgerFiltered(params) && (
          <Button size="sm" variant="ghost" alignSelf={{ sm: "flex-end" }} onClick={() => onChange(LEDGER_DEFAULTS)}>
            Effacer les filtres
          </Button>
        )}
      </Stack>
    </Box>
  );
}
