/**
 * /finances/factures « Suivi Financier », section « Factures et avoirs »: per month of the period,
 * the invoices and credit notes and their reconciliation with the revenue (from the period's
 * `finances` report), then the documents themselves, their PDFs and the month's ZIP. Its chunk and
 * queries load when the section is opened (docs/finances.md « Sections »).
 */
import { monthsOf } from "@atelier/domain/finances/period";
import type { PageProps } from "../../ui/pageProps";
import { WhenIdle } from "../../ui/WhenIdle";
import { AccountingDocuments } from "./AccountingDocuments";
import { DocumentsByMonth } from "./DocumentsByMonth";
import { FinanceSectionHeader } from "./FinanceSectionTabs";
import { describePeriod, PeriodSection, useFinancePeriod } from "./PeriodReport";

export default function FinancesDocumentsPage({ title }: PageProps) {
  const state = useFinancePeriod();
  const { period } = state;
  return (
    <>
      <FinanceSectionHeader title={title} description={describePeriod(period)} />
      <PeriodSection state={state} draw={(report, stale) => <DocumentsByMonth report={report} months={period ? monthsOf(period).length : 1} stale={stale} />} />
      {/* The list is last on the page: rendered once the months' table has painted (one shorter task). */}
      <WhenIdle>
        <AccountingDocuments />
      </WhenIdle>
    </>
  );
}
