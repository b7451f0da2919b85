/**
 * /finances/transactions « Suivi Financier », section « Transactions »: the ledger alone, its
 * filters in the URL (a user's Transactions tab links here with `?q=<uid>`); its chunk and its
 * query load when the section is opened (docs/finances.md « Sections »).
 */
import type { PageProps } from "../../ui/pageProps";
import { FinanceSectionHeader } from "./FinanceSectionTabs";
import { TransactionLedger } from "./TransactionLedger";

export default function FinancesTransactionsPage({ title }: PageProps) {
  return (
    <>
      <FinanceSectionHeader title={title} description="Toutes les transactions de la boutique, les plus récentes d’abord." />
      <TransactionLedger />
    </>
  );
}
