/**
 * /finances « Suivi Financier »: the figures of a period of Paris days beside the previous period
 * of the same length, the revenue chart, VAT per month, revenue by product and by delivery method
 * (one `finances` query, from the aggregates kept at write time), then the ledger of transactions
 * and the invoices and credit notes (« Factures et avoirs »).
 */
import { useQuery } from "@apollo/client/react";
import { HStack, SimpleGrid } from "@chakra-ui/react";
import { lazy, Suspense, useMemo } from "react";
import { useLocation } from "react-router-dom";
import { auth } from "../../app/firebase";
import { FinancesDocument } from "../../gql/graphql";
import { ExportCsvButton } from "../../ui/export/ExportCsvButton";
import { formatInteger } from "../../ui/format";
import { monthsOf, previousPeriod, type Period } from "@atelier/domain/finances/period";
import { listLoadErrorMessage } from "../../ui/loadErrors";
import { ListErrorState, useListParams } from "../../ui/list";
import { FiguresVerified } from "../../ui/FiguresVerified";
import { PageHeader } from "../../ui/PageHeader";
import { WhenIdle } from "../../ui/WhenIdle";
import type { PageProps } from "../../ui/pageProps";
import { FigureCards } from "./FigureCards";
import { PERIOD_DEFAULTS, resolvePeriod } from "./financePeriod";
import { FinanceTables } from "./FinanceTables";
import { PeriodPicker } from "./PeriodPicker";
import { RevenueChart } from "./RevenueChart";
import { LEDGER_ANCHOR, TransactionLedger } from "./TransactionLedger";
import { periodText } from "./types";

const LOAD_FAILED = "Impossible de charger les chiffres de la période";

/** « Factures et avoirs », last on the page: its own chunk, asked for once the figures have painted. */
const AccountingDocuments = lazy(() => import("./AccountingDocuments"));
/** Its anchor: /finances#factures renders it at once and scrolls to it. */
const DOCUMENTS_ANCHOR = "factures";

export default function FinancesPage({ title }: PageProps) {
  const { params, setParams } = useListParams(PERIOD_DEFAULTS);
  // The presets count from the Paris day the screen opened on.
  const today = useMemo(() => new Date(), []);
  const resolved = resolvePeriod(params, today);
  const period = resolved.period;
  const { hash } = useLocation();

  return (
    <>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <PageHeader title={title} description={period ? describe(period) : "Choisissez une période."} />
        {period && (
          <ExportCsvButton
            label="Synthèse mensuelle"
            url={`/export/finances-monthly.csv?${new URLSearchParams({ from: period.from, to: period.to })}`}
            fallbackName="synthese-mensuelle.csv"
            idToken={async () => auth.currentUser?.getIdToken()}
            done={(rows) => `${formatInteger(rows)} mois exporté${rows > 1 ? "s" : ""}.`}
          />
        )}
      </HStack>
      <PeriodPicker params={params} resolved={resolved} onChange={setParams} />
      {period && <PeriodReport period={period} />}
      {/* Below the fold: after the figures' first paint, unless the URL asks for it (a user's Transactions tab). */}
      <WhenIdle now={hash === `#${LEDGER_ANCHOR}` || hash === `#${DOCUMENTS_ANCHOR}`}>
        <TransactionLedger />
        <Suspense fallback={null}>
          <AccountingDocuments anchor={DOCUMENTS_ANCHOR} />
        </Suspense>
      </WhenIdle>
    </>
  );
}

/** « Du 1 nov. 2026 au 23 nov. 2026, comparé au 9 oct. 2026 au 31 oct. 2026. » */
function describe(period: Period): string {
  const text = periodText(period);
  return `${text[0]!.toUpperCase()}${text.slice(1)}, comparé à la période ${periodText(previousPeriod(period))}.`;
}

function PeriodReport({ period }: { period: Period }) {
  const { data, previousData, error, refetch } = useQuery(FinancesDocument, { variables: { period } });
  // While another period loads, the one shown before stays, dimmed: nothing jumps.
  const report = data?.finances ?? previousData?.finances;
  const stale = !data && Boolean(report);

  if (error && !data) {
    return (
      <SimpleGrid mt="6" mb="4">
        <ListErrorState message={listLoadErrorMessage(error, LOAD_FAILED)} onRetry={() => void refetch().catch(() => undefined)} />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid mt="6" gap="0">
      <FiguresVerified verification={report?.verification} loading={!report} />
      <FigureCards current={report?.current} previous={report?.previous} stale={stale} />
      <RevenueChart report={report} stale={stale} />
      <FinanceTables report={report} months={monthsOf(period).length} stale={stale} />
    </SimpleGrid>
  );
}
