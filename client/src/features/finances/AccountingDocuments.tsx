/**
 * « Factures et avoirs » (issue 27): the invoices and credit notes, newest first, filtered from the
 * URL (type, days of issue), 25 at a time with « Charger plus »; a document's number downloads its
 * PDF, its order's reference opens the order. « Télécharger le mois (ZIP) » asks for the
 * accountant's archive of a month (every PDF and journal.csv), the month before this one by default.
 * The list of /finances/factures (« Factures et avoirs », FinancesDocumentsPage.tsx), under the months' table.
 */
import { Badge, Box, Button, Center, Field, Heading, HStack, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { auth } from "../../app/firebase";
import { orderPath } from "../../app/paths";
import { AccountingDocumentsDocument, type AccountingDocumentsQuery } from "../../gql/graphql";
import { DownloadButton } from "../../ui/export/DownloadButton";
import { ReceivedSoFar } from "../../ui/export/ReceivedSoFar";
import { formatCalendarDay, formatCents } from "../../ui/format";
import { DataTable, DateRangeFields, FilterBar, useConnectionList, type Column, type FilterOption } from "../../ui/list";
import { DocumentPdfButton } from "../invoicing/DocumentPdfButton";
import { DOCUMENT_KIND_COLORS, DOCUMENT_KIND_LABELS } from "../invoicing/documentKinds";
import { archiveMonths, archivePath, DOCUMENT_LIST_DEFAULTS, documentFilter, documentsFiltered, type DocumentListParams } from "./documentParams";

type Row = AccountingDocumentsQuery["accountingDocuments"]["edges"][number]["node"];

const PAGE_SIZE = 25;
const ROW_HEIGHT = "12";

const KIND_OPTIONS: FilterOption[] = [
  ["", "Tous les documents"],
  ["INVOICE", "Factures"],
  ["CREDIT_NOTE", "Avoirs"],
];

const columns: Column<Row>[] = [
  {
    key: "number",
    header: "Numéro",
    primary: true,
    render: (d) => (
      <DocumentPdfButton
        document={d}
        appearance="link"
        label={d.number}
        ariaLabel={`${d.kind === "INVOICE" ? "Télécharger la facture" : "Télécharger l’avoir"} ${d.number}`}
      />
    ),
    width: "48",
  },
  {
    key: "kind",
    header: "Type",
    render: (d) => (
      <Badge colorPalette={DOCUMENT_KIND_COLORS[d.kind]} variant="subtle">
        {DOCUMENT_KIND_LABELS[d.kind]}
      </Badge>
    ),
    width: "24",
  },
  { key: "date", header: "Date", render: (d) => formatCalendarDay(d.issuedOn, "day"), width: "32" },
  {
    key: "order",
    header: "Commande",
    render: (d) => (
      <Link asChild color="teal.fg">
        <RouterLink to={orderPath(d.orderId)} aria-label={`Commande ${d.orderReference}`}>
          {d.orderReference}
        </RouterLink>
      </Link>
    ),
    width: "28",
  },
  {
    key: "customer",
    header: "Client",
    render: (d) => (
      <Text truncate title={d.buyerName}>
        {d.buyerName || "—"}
      </Text>
    ),
  },
  { key: "gross", header: "Total TTC", render: (d) => formatCents(d.grossCents), align: "end", width: "32" },
];

export function AccountingDocuments() {
  const list = useConnectionList(AccountingDocumentsDocument, {
    params: DOCUMENT_LIST_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: documentFilter(params) }),
    connection: (data) => data.accountingDocuments,
    pageSize: PAGE_SIZE,
    paging: "more",
    loadFailed: "Impossible de charger les factures et avoirs",
  });
  const { params, setParams } = list;

  return (
    <Box as="section" aria-labelledby="documents-title" mt="8">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3" mb="4">
        <Heading as="h2" size="lg" id="documents-title">
          Factures et avoirs
        </Heading>
        <MonthlyArchive />
      </HStack>
      <DocumentFilters params={params} onChange={setParams} />
      <DataTable
        label="Factures et avoirs"
        columns={columns}
        rows={list.rows}
        rowKey={(d) => d.number}
        loading={list.loading && !list.loadingMore}
        error={list.errorMessage}
        onRetry={list.retry}
        rowHeight={ROW_HEIGHT}
        skeletonRows={PAGE_SIZE}
        emptyAction={
          documentsFiltered(params) && (
            <Button size="sm" variant="outline" onClick={() => setParams(DOCUMENT_LIST_DEFAULTS)}>
              Effacer les filtres
            </Button>
          )
        }
      />
      {list.hasMore && !list.errorMessage && (
        <Center mt="4">
          <Button variant="outline" onClick={() => void list.loadMore()} loading={list.loadingMore} loadingText="Chargement…">
            Charger plus
          </Button>
        </Center>
      )}
    </Box>
  );
}

function DocumentFilters({ params, onChange }: { params: DocumentListParams; onChange: (patch: Partial<DocumentListParams>) => void }) {
  return (
    <Box role="group" aria-label="Filtres des factures et avoirs">
      <FilterBar params={params} onChange={onChange} filters={[{ key: "documentsKind", label: "Type de document", options: KIND_OPTIONS }]}>
        <HStack gap="3" align="flex-start">
          <DateRangeFields
            from={params.documentsFrom}
            to={params.documentsTo}
            onChange={({ from, to }) => onChange({ ...(from !== undefined && { documentsFrom: from }), ...(to !== undefined && { documentsTo: to }) })}
          />
        </HStack>
        {documentsFiltered(params) && (
          <Button size="sm" variant="ghost" onClick={() => onChange(DOCUMENT_LIST_DEFAULTS)}>
            Effacer les filtres
          </Button>
        )}
      </FilterBar>
    </Box>
  );
}

/** « Télécharger le mois (ZIP) » and its month: the month before this one (Paris), or one of the two years before. */
function MonthlyArchive() {
  const [{ months, initial }] = useState(() => archiveMonths());
  const [month, setMonth] = useState(initial);
  const label = months.find((m) => m.value === month)?.label ?? month;
  return (
    <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ base: "stretch", sm: "flex-end" }}>
      <Field.Root width="auto">
        <Field.Label fontSize="sm">Mois de l’archive</Field.Label>
        <NativeSelect.Root size="sm" width="44">
          <NativeSelect.Field value={month} onChange={(e) => setMonth(e.currentTarget.value)}>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DownloadButton
        label="Télécharger le mois (ZIP)"
        url={archivePath(month)}
        fallbackName={`documents-${month}.zip`}
        idToken={async () => auth.currentUser?.getIdToken()}
        done={{ title: "Archive téléchargée", message: () => `Les factures et avoirs de ${label}, avec journal.csv.` }}
        busyText="Préparation de l’archive…"
        size="sm"
        progress={(received) => <ReceivedSoFar received={received} />}
      />
    </Stack>
  );
}
