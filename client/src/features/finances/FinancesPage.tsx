/**
 * /finances « Suivi Financier », section « Synthèse »: the figures of a period of Paris days beside
 * the previous period of the same length, the revenue chart, VAT per month, revenue by product and
 * by delivery method, reprints by product (one `finances` query, from the aggregates kept at write
 * time). The ledger (/finances/transactions) and the documents (/finances/factures) are sections of
 * their own, each its own chunk and queries (docs/finances.md « Sections »).
 */
import { monthsOf } from "@atelier/domain/finances/period";
import { useDeferredValue } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { auth } from "../../app/firebase";
import { ExportCsvButton } from "../../ui/export/ExportCsvButton";
import { FiguresVerified } from "../../ui/FiguresVerified";
import { formatInteger } from "../../ui/format";
import type { PageProps } from "../../ui/pageProps";
import { FigureCards } from "./FigureCards";
import { FinanceSectionHeader } from "./FinanceSectionTabs";
import { FinanceTables } from "./FinanceTables";
import { describePeriod, PeriodSection, useFinancePeriod } from "./PeriodReport";
import { RevenueChart } from "./RevenueChart";
import { sectionOfOldAnchor } from "./sections";
import type { FinanceReport } from "./types";

export default function FinancesPage({ title }: PageProps) {
  const state = useFinancePeriod();
  const { period } = state;
  const { hash, search } = useLocation();
  // /finances#transactions and #factures, the addresses before the sections, still lead there.
  const moved = sectionOfOldAnchor(hash, search);
  if (moved) return <Navigate to={moved} replace />;

  return (
    <>
      <FinanceSectionHeader
        title={title}
        description={describePeriod(period)}
        actions={
          period && (
            <ExportCsvButton
              label="Synthèse mensuelle"
              url={`/export/finances-monthly.csv?${new URLSearchParams({ from: period.from, to: period.to })}`}
              fallbackName="synthese-mensuelle.csv"
              idToken={async () => auth.currentUser?.getIdToken()}
              done={(rows) => `${formatInteger(rows)} mois exporté${rows > 1 ? "s" : ""}.`}
            />
          )
        }
      />
      <PeriodSection
        state={state}
        draw={(report, stale) => (
          <>
            <FiguresVerified verification={report?.verification} loading={!report} />
            <FigureCards current={report?.current} previous={report?.previous} stale={stale} />
            <BelowTheFigures report={report} stale={stale} months={period ? monthsOf(period).length : 1} />
          </>
        )}
      />
    </>
  );
}

/**
 * The chart and the tables, rendered from the report in a deferred, interruptible pass after the
 * figures: the answer's render (synchronous under Apollo's store) rendered all of it in one task
 * (issue 34, total blocking time; the commit itself stays one task). Until that pass, they keep
 * their skeletons (or the period shown before, dimmed), in their loaded size: nothing moves.
 */
function BelowTheFigures({ report, stale, months }: { report: FinanceReport | undefined; stale: boolean; months: number }) {
  const shown = useDeferredValue(report);
  const dimmed = stale || (shown !== undefined && shown !== report);
  return (
    <>
      <RevenueChart report={shown} stale={dimmed} />
      <FinanceTables report={shown} months={months} stale={dimmed} />
    </>
  );
}
